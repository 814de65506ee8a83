import { Checkbox, Stack } from '@mantine/core';
import type { PublicQuestion } from '@abhyas/contracts';
import type { ReactNode } from 'react';
import type { ReviewState } from './review-mark.tsx';

/** What an option's input takes from ChoiceResponse: its review state as a data attribute, classes, and whether it is locked. */
export interface OptionProps {
  mod: { state: ReviewState | undefined };
  classNames: { root?: string; body?: string; labelWrapper?: string; label?: string };
  disabled: boolean;
  size: 'md';
}

type Option = NonNullable<PublicQuestion['options']>[number];

/**
 * The checkboxes of a multiple-choice question (learning.md §3), in their own chunk (ChoiceResponse
 * loads it with the first such question): one per option, `chosen` checked; a change toggles that
 * option (`onToggle` with its code). `render` gives each option's label and input props.
 */
export function CheckboxOptions({
  options,
  chosen,
  onToggle,
  render,
}: {
  options: readonly Option[];
  chosen: readonly string[];
  onToggle: (code: string) => void;
  render: (option: Option) => { label: ReactNode; props: OptionProps };
}) {
  return (
    <Stack gap="xs">
      {options.map((o) => {
        const { label, props } = render(o);
        return <Checkbox key={o.code} value={o.code} checked={chosen.includes(o.code)} onChange={() => onToggle(o.code)} label={label} {...props} />;
      })}
    </Stack>
  );
}
