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

/**
 * The cell of a table's "who" column: the row's person, as `PersonCell` shows them. A column's `cell`, e.g.
 * `column.display({ id: 'member', header: 'Member', cell: personCell })`.
 */
export function personCell({ row }: { row: { original: { name: string; email: string } } }) {
  return <PersonCell name={row.original.name} email={row.original.email} />;
}

/** Why a row's action failed, under its control; nothing while it has not. */
export function CellFailure({ message }: { message: string | null }) {
  return message === null ? null : (
    <Text size="1" color="red" role="alert">
      {message}
    </Text>
  );
}
