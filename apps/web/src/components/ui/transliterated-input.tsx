import { Combobox, Textarea, TextInput, useCombobox, type TextareaProps, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@abhyas/domain';
import { useTransliteration } from '../../lib/transliteration.ts';

type FieldProps = Omit<TextInputProps & TextareaProps, 'value' | 'onChange' | 'onKeyDown' | 'onBlur' | 'onFocus' | 'lang'>;

export interface TransliteratedInputProps extends FieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The student's language (locale code): suggestions are written in its script; English gets none. */
  lang: string | null | undefined;
  /** A Textarea instead of a one-line TextInput. */
  multiline?: boolean;
  /** Called when the field loses focus (after the suggestions close). */
  onBlur?: (() => void) | undefined;
}

/**
 * A free-text field with the transliteration helper (platform.md §5; learning.md §5; decision
 * 039): Latin letters typed on a screen wider than 768 px offer up to 5 spellings in the script of
 * `lang`, as an accessible combobox (arrow keys, Enter, Escape; the list is named for screen
 * readers). Choosing one replaces the text.
 */
export function TransliteratedInput({ value, onChange, onBlur, lang, multiline = false, ...field }: TransliteratedInputProps) {
  const { t } = useTranslation('transliteration');
  const helper = useTransliteration(lang);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const language = LANGUAGES.find((l) => l.code === lang)?.title ?? '';
  const suggestions = helper.suggestions;
  const handlers = {
    value,
    onKeyDown: helper.onKeyDown,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = event.currentTarget.value;
      onChange(next);
      helper.onTextChange(next);
      combobox.openDropdown();
      combobox.updateSelectedOptionIndex();
    },
    onBlur: () => {
      combobox.closeDropdown();
      onBlur?.();
    },
  };
  // The helper's list stands in for the browser's, unless the field names its purpose (a person's
  // own name: `autoComplete="name"`, WCAG 1.3.5). The combobox target sets the attribute.
  const autoComplete = field.autoComplete ?? 'off';

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(spelling) => {
        onChange(spelling);
        helper.clear();
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target autoComplete={autoComplete}>
        {multiline ? <Textarea {...field} {...handlers} /> : <TextInput {...field} {...handlers} />}
      </Combobox.Target>
      <Combobox.Dropdown hidden={suggestions.length === 0}>
        <Combobox.Options aria-label={t('listLabel', { language })}>
          {suggestions.map((spelling) => (
            <Combobox.Option value={spelling} key={spelling} lang={lang ?? undefined}>
              {spelling}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
