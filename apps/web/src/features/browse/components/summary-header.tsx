import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';

export interface SummaryHeaderProps {
  /** Trail of links above the title (home, chapter…). */
  trail: { label: string; href: string }[];
  /** Small line above the title, e.g. "Physics · Class 11 · Chapter 2". */
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The head of a chapter, topic or video page: breadcrumbs, an eyebrow line and the `h1`. */
export function SummaryHeader({ trail, eyebrow, title, children }: SummaryHeaderProps) {
  const { t } = useTranslation('browse');
  return (
    <Stack gap={6}>
      {trail.length > 0 && (
        <nav aria-label={t('state.breadcrumb')}>
          <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap' } }}>
            {trail.map((item) => (
              <Anchor key={item.href} component={InternalLink} href={item.href} size="sm">
                {item.label}
              </Anchor>
            ))}
          </Breadcrumbs>
        </nav>
      )}
      {eyebrow && (
        <Text size="sm" fw={600} c="saffron.9">
          {eyebrow}
        </Text>
      )}
      <Title order={1} fz={{ base: 24, sm: 32 }} lh={1.2}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
