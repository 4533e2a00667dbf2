import { Flex, Text } from '@radix-ui/themes';

/** A person in a settings table: their name, their e-mail below it (broken anywhere on a phone). */
export function PersonCell({ name, email }: { name: string; email: string }) {
  return (
    <Flex direction="column">
      <Text size="2">{name}</Text>
      <Text size="1" color="gray" className="break-all">
        {email}
      </Text>
    </Flex>
  );
}

/** Why a row's action failed, under its control; nothing while it has not. */
export function CellFailure({ message }: { message: string | null }) {
  return message === null ? null : (
    <Text size="1" color="red" role="alert">
      {message}
    </Text>
  );
}
