import { useState } from 'react';
import { Badge, Button, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { SearchHit } from '@abhyas/contracts';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@abhyas/domain';
import { useTransliteration } from '../../../lib/transliteration.ts';
import { useSearchSuggestions } from '../api/suggestions.ts';

/** Option values of the transliteration group start with this (hits' values are their URLs, starting with `/`). */
const SPELLING = 'spelling:';

/** Wait after the last keystroke before asking for suggestions (ms). */
export const SUGGEST_DEBOUNCE_MS = 200;

export interface SearchBoxProps {
  initialQuery: string;
  /** Called with the trimmed words when the form is submitted (Enter without a highlighted suggestion). */
  onSearch: (q: string) => void;
  /** Called with a chosen suggestion (click, or arrows then Enter). */
  onPick: (hit: SearchHit) => void;
  /** Ask with the profile's token (its exam's titles first). */
  asProfile?: boolean;
  /** The student's language: Latin letters typed offer spellings in its script (decision 039). */
  lang?: string | null;
}

/**
 * The search field (learning.md §2 Search): suggestions as you type (debounced 200 ms), navigable
 * with the arrow keys, Enter and Escape; Enter with none highlighted searches the words. Latin
 * letters typed on a wide screen also offer up to 5 spellings in the script of `lang` first
 * (platform.md §5, decision 039); choosing one puts it in the field.
 */
export function SearchBox({ initialQuery, onSearch, onPick, asProfile = false, lang = null }: SearchBoxProps) {
  const { t } = useTranslation(['search', 'transliteration']);
  const helper = useTransliteration(lang);
  const spellings = helper.suggestions;
  const language = LANGUAGES.find((l) => l.code === lang)?.title ?? '';
  const [value, setValue] = useState(initialQuery);
  const [debounced] = useDebouncedValue(value, SUGGEST_DEBOUNCE_MS);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // Suggestions follow typing only: the words a results page opened with are not re-suggested.
  const typed = debounced !== initialQuery;
  const suggestions = useSearchSuggestions(typed ? debounced : '', asProfile);
  const hits = typed && debounced.trim().length >= 2 ? (suggestions.data?.suggestions ?? []) : [];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    combobox.closeDropdown();
    if (value.trim()) onSearch(value.trim());
  };

  return (
    <form role="search" onSubmit={submit} aria-label={t('title')}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Combobox
          store={combobox}
          onOptionSubmit={(url) => {
            if (url.startsWith(SPELLING)) {
              setValue(url.slice(SPELLING.length));
              helper.clear();
              return;
            }
            const hit = hits.find((h) => h.url === url);
            combobox.closeDropdown();
            if (hit) onPick(hit);
          }}
        >
          <Combobox.Target>
            <TextInput
              type="search"
              label={t('label')}
              placeholder={t('placeholder')}
              value={value}
              size="md"
              style={{ flex: 1 }}
              leftSection={<IconSearch size={18} aria-hidden="true" />}
              rightSection={suggestions.isFetching && value.trim().length >= 2 ? <Loader size={16} aria-label={t('loadingSuggestions')} /> : null}
              maxLength={200}
              autoComplete="off"
              enterKeyHint="search"
              onKeyDown={helper.onKeyDown}
              onChange={(event) => {
                setValue(event.currentTarget.value);
                helper.onTextChange(event.currentTarget.value);
                combobox.openDropdown();
                combobox.updateSelectedOptionIndex();
              }}
              onClick={() => combobox.openDropdown()}
              onFocus={() => combobox.openDropdown()}
              onBlur={() => combobox.closeDropdown()}
            />
          </Combobox.Target>
          <Combobox.Dropdown hidden={hits.length === 0 && spellings.length === 0}>
            <Combobox.Options aria-label={t('suggestionsLabel')}>
              {spellings.length > 0 && (
                <Combobox.Group label={t('transliteration:groupLabel', { language })}>
                  {spellings.map((spelling) => (
                    <Combobox.Option value={`${SPELLING}${spelling}`} key={spelling} lang={lang ?? undefined}>
                      <Text size="sm" fw={600}>
                        {spelling}
                      </Text>
                    </Combobox.Option>
                  ))}
                </Combobox.Group>
              )}
              {hits.map((hit) => (
                <Combobox.Option value={hit.url} key={`${hit.entity}:${hit.code}`}>
                  <Group gap="sm" wrap="nowrap" justify="space-between">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} truncate>
                        {hit.title}
                      </Text>
                      {hit.subtitle && (
                        <Text size="xs" c="dimmed" truncate>
                          {hit.subtitle}
                        </Text>
                      )}
                    </div>
                    <Badge size="xs" variant="light" style={{ flex: 'none' }}>
                      {t(`badge.${hit.entity}`)}
                    </Badge>
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
        <Button type="submit" size="md">
          {t('submit')}
        </Button>
      </Group>
    </form>
  );
}
