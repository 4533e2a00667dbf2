/**
 * Story scaffolding shared by the three search forms' stories: holds the draft as the app would and
 * reports each change. Not part of the package's API.
 */
import { Box } from '@radix-ui/themes';
import { type ComponentType, useState } from 'react';
import type { SearchFormProps } from './SearchFormFrame';

export function controlledSearchForm<Draft, Search>(Form: ComponentType<SearchFormProps<Draft, Search>>) {
  return function ControlledSearchForm(args: SearchFormProps<Draft, Search>) {
    const [value, setValue] = useState(args.value);
    return (
      <Box p={{ initial: '2', md: '4' }} pb="9">
        <Form
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </Box>
    );
  };
}
