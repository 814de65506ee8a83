import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Pagination,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconMoodSearch, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { SearchHit, SearchResults, SearchScope } from '@abhyas/contracts';
import { SEARCH_ENTITIES } from '@abhyas/contracts/constants';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { transliterationLanguage } from '../../../lib/transliteration.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCurrentProfile } from '../../auth/index.ts';
import { SEARCH_PAGE_SIZE, useSearchResults } from '../api/search.ts';
import { SearchBox } from './search-box.tsx';
import classes from './search-page.module.css';
import { parseSearchFilter, type SearchFilter } from '../lib/search-filter.ts';

/** `all` or one entity, as in `/search/{filter}`. */
export { parseSearchFilter, type SearchFilter };

/** Example searches offered on the start and no-results states (catalog keys under `examples`). */
const EXAMPLES = ['a', 'b', 'c', 'd'] as const;

export interface SearchPageProps {
  filter: SearchFilter;
  /** `?q=`; blank shows the start state. */
  q: string;
  /** `?scope=exam`: only the profile's exam (issue 15); default all, the exam first. */
  scope?: SearchScope;
  /** `?exact=true`: the words as typed, not corrected. */
  exact?: boolean;
}

/**
 * `/search/{filter}?q=&scope=&exact=` (learning.md §2 Search): the search box with suggestions,
 * "My exam / All" for a student (issue 15: the profile's exam ranks first, or alone), entity tabs
 * with their totals, "Showing results for …" when the words were corrected (with the words as
 * typed one click away), results (title, subtitle, entity badge) linking to each `url`, 20 per
 * page with pagination, and designed start, loading, error and no-results states.
 */
export function SearchPage({ filter, q, scope = 'all', exact = false }: SearchPageProps) {
  const { t, i18n } = useTranslation('search');
  const navigate = useNavigate();
  const query = q.trim();
  const [page, setPage] = useState(0);
  const entity = filter === 'all' ? null : filter;
  const profile = useCurrentProfile();
  const asProfile = profile !== null;
  const lang = transliterationLanguage(profile?.profile_details.locale, i18n.language);
  const results = useSearchResults(query, entity, page, { scope, exact, locale: i18n.language, asProfile });
  usePageTitle(query ? t('pageTitleQuery', { query }) : t('title'));

  /** A new filter, scope or query starts at the first page; new words are corrected again. */
  const go = (next: { filter?: SearchFilter; q?: string; scope?: SearchScope; exact?: boolean }) => {
    setPage(0);
    const nextScope = next.scope ?? scope;
    const nextExact = next.exact ?? (next.q === undefined ? exact : false);
    void navigate({
      to: `/search/${next.filter ?? filter}`,
      search: { q: next.q ?? query, ...(nextScope === 'exam' ? { scope: 'exam' } : {}), ...(nextExact ? { exact: 'true' } : {}) },
    });
  };
  const changePage = (oneBased: number) => {
    setPage(oneBased - 1);
    document.getElementById('search-results')?.focus();
  };

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('title')}
        </Title>
        <SearchBox
          key={query}
          initialQuery={query}
          asProfile={asProfile}
          lang={lang}
          onSearch={(words) => go({ q: words })}
          onPick={(hit) => void navigate({ href: hit.url })}
        />
        {!query ? (
          <StartState onTry={(words) => go({ q: words, filter: 'all' })} />
        ) : results.isError ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden="true" />} title={t('errorTitle')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('errorText')}</Text>
              <Button size="sm" variant="white" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={() => void results.refetch()}>
                {t('retry')}
              </Button>
            </Stack>
          </Alert>
        ) : results.isPending ? (
          <ResultsSkeleton />
        ) : (
          <Stack gap="md">
            {results.data.exam && (
              <SegmentedControl
                value={results.data.scope}
                onChange={(v) => go({ scope: v as SearchScope })}
                aria-label={t('scopeLabel')}
                data={[
                  { value: 'exam', label: t('scope.exam', { exam: results.data.exam.name }) },
                  { value: 'all', label: t('scope.all') },
                ]}
                style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
              />
            )}
            {results.data.corrected_query && (
              <Text role="status" data-testid="search-corrected">
                {t('showingResultsFor', { query: results.data.corrected_query })}{' '}
                <Anchor component="button" type="button" onClick={() => go({ exact: true })}>
                  {t('searchInsteadFor', { query })}
                </Anchor>
              </Text>
            )}
            <FilterTabs data={results.data} filter={filter} onChange={(f) => go({ filter: f })} />
            {results.data.results.length === 0 ? (
              <NoResults
                query={query}
                filtered={filter !== 'all' && sumOf(results.data) > 0}
                onTry={(words) => go({ q: words, filter: 'all' })}
                onAll={() => go({ filter: 'all' })}
              />
            ) : (
              <>
                <Text size="sm" c="dimmed" role="status">
                  {t('resultsCount', { count: results.data.total, query: results.data.corrected_query ?? query })}
                </Text>
                <Stack
                  component="ol"
                  id="search-results"
                  tabIndex={-1}
                  gap="xs"
                  aria-label={t('resultsLabel')}
                  aria-busy={results.isPlaceholderData || undefined}
                  style={{ listStyle: 'none', padding: 0, margin: 0, opacity: results.isPlaceholderData ? 0.6 : 1 }}
                >
                  {results.data.results.map((hit) => (
                    <li key={`${hit.entity}:${hit.code}`}>
                      <ResultRow hit={hit} />
                    </li>
                  ))}
                </Stack>
                {results.data.total > SEARCH_PAGE_SIZE && (
                  <Group justify="center">
                    <Pagination
                      total={Math.ceil(results.data.total / SEARCH_PAGE_SIZE)}
                      value={page + 1}
                      onChange={changePage}
                      siblings={0}
                      boundaries={1}
                      getItemProps={(n) => ({ 'aria-label': t('pageN', { page: n }) })}
                      getControlProps={(control) => ({ 'aria-label': t(`pageControl.${control}`) })}
                      aria-label={t('pagination')}
                    />
                  </Group>
                )}
              </>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function sumOf(data: SearchResults): number {
  return data.groups.reduce((a, g) => a + g.total, 0);
}

/** Tabs `All` and one per entity, each with its total from `groups` (entities without hits are left out). */
function FilterTabs({ data, filter, onChange }: { data: SearchResults; filter: SearchFilter; onChange: (f: SearchFilter) => void }) {
  const { t } = useTranslation('search');
  const totals = new Map(data.groups.map((g) => [g.entity, g.total]));
  const tabs: { value: SearchFilter; total: number }[] = [
    { value: 'all', total: sumOf(data) },
    ...SEARCH_ENTITIES.filter((e) => (totals.get(e) ?? 0) > 0 || e === filter).map((e) => ({ value: e as SearchFilter, total: totals.get(e) ?? 0 })),
  ];
  return (
    <ScrollArea type="never">
      <Tabs value={filter} onChange={(v) => v && onChange(v as SearchFilter)} variant="pills" radius="xl" activateTabWithKeyboard={false}>
        <Tabs.List aria-label={t('filtersLabel')} style={{ flexWrap: 'nowrap' }}>
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab.value}
              value={tab.value}
              style={{ flex: 'none' }}
              rightSection={
                <Badge size="sm" variant={tab.value === filter ? 'white' : 'light'} circle={tab.total < 10}>
                  {tab.total}
                </Badge>
              }
            >
              {t(`entity.${tab.value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScrollArea>
  );
}

/** One hit: title, subtitle and entity badge; the whole row links to the hit's `url`. */
function ResultRow({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation('search');
  return (
    <Card component={InternalLink} href={hit.url} padding="sm" className={classes.result}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} c="saffron.8" lh={1.35}>
            {hit.title}
          </Text>
          {hit.subtitle && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {hit.subtitle}
            </Text>
          )}
        </div>
        <Badge variant="light" color="teal" style={{ flex: 'none' }}>
          {t(`badge.${hit.entity}`)}
        </Badge>
      </Group>
    </Card>
  );
}

function ResultsSkeleton() {
  const { t } = useTranslation('search');
  return (
    <Stack gap="xs" aria-busy="true">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <Group gap="xs">
        {[64, 96, 84, 90].map((w) => (
          <Skeleton key={w} h={32} w={w} radius="xl" />
        ))}
      </Group>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} h={64} radius="lg" />
      ))}
    </Stack>
  );
}

function ExampleChips({ onTry }: { onTry: (words: string) => void }) {
  const { t } = useTranslation('search');
  return (
    <Group gap="xs" role="list" aria-label={t('tryThese')}>
      {EXAMPLES.map((k) => (
        <div role="listitem" key={k}>
          <UnstyledButton className={classes.example} onClick={() => onTry(t(`examples.${k}`))}>
            {t(`examples.${k}`)}
          </UnstyledButton>
        </div>
      ))}
    </Group>
  );
}

function StartState({ onTry }: { onTry: (words: string) => void }) {
  const { t } = useTranslation('search');
  return (
    <Card padding="xl">
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
          <IconSearch size={26} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('startTitle')}
        </Title>
        <Text c="dimmed">{t('startText')}</Text>
        <Text fw={600} size="sm">
          {t('tryThese')}
        </Text>
        <ExampleChips onTry={onTry} />
      </Stack>
    </Card>
  );
}

/** The designed no-results state: what was searched, tips, and searches to try instead. */
function NoResults({ query, filtered, onTry, onAll }: { query: string; filtered: boolean; onTry: (words: string) => void; onAll: () => void }) {
  const { t } = useTranslation('search');
  return (
    <Card padding="xl" role="status">
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden="true">
          <IconMoodSearch size={30} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('emptyTitle', { query })}
        </Title>
        <Text c="dimmed">{t('emptyTips')}</Text>
        {filtered && (
          <Button variant="light" onClick={onAll}>
            {t('emptyShowAll')}
          </Button>
        )}
        <Text fw={600} size="sm">
          {t('tryThese')}
        </Text>
        <ExampleChips onTry={onTry} />
      </Stack>
    </Card>
  );
}
