import { Badge, Box, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { CONTENT_PAGES, type ContentPageDef } from '../data/content-pages.ts';
import type { ContentPageId } from '../data/content-paths.ts';
import classes from './content-page.module.css';

/** A public content page: a title band, short sections and onward links (all text in `pages`). */
export function ContentPage({ page }: { page: ContentPageDef }) {
  const { t } = useTranslation('pages');
  const base = `content.${page.id}`;
  return (
    <>
      <Box className={page.kind === 'marketing' ? classes.bandMarketing : classes.bandPolicy}>
        <Container size="md" py={{ base: 32, sm: 56 }}>
          <Stack gap="sm">
            <Badge variant="white" radius="sm" w="fit-content" className={classes.eyebrow}>
              {t(`${base}.eyebrow`)}
            </Badge>
            <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.2}>
              {t(`${base}.title`)}
            </Title>
            <Text size="lg" maw={680}>
              {t(`${base}.intro`)}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="md" py={{ base: 32, sm: 48 }}>
        <Stack gap="lg">
          {page.sections.map((section) => (
            <Card key={section} component="section" id={section} aria-labelledby={`${section}-heading`} shadow="xs">
              <Title order={2} size="h3" id={`${section}-heading`} mb="xs">
                {t(`${base}.sections.${section}.heading`)}
              </Title>
              <Text className={classes.body}>{t(`${base}.sections.${section}.body`)}</Text>
            </Card>
          ))}
          {page.links && page.links.length > 0 && (
            <Group gap="sm" mt="sm">
              {page.links.map((link, index) => (
                <Button
                  key={link.href}
                  component={InternalLink}
                  href={link.href}
                  variant={index === 0 ? 'filled' : 'default'}
                  rightSection={<IconArrowRight size={16} />}
                >
                  {t(link.labelKey)}
                </Button>
              ))}
            </Group>
          )}
        </Stack>
      </Container>
    </>
  );
}

/** The content page `id` (the routes know only ids and addresses; the definitions load with the page). */
export function ContentPageById({ id }: { id: ContentPageId }) {
  const page = CONTENT_PAGES.find((p) => p.id === id);
  if (!page) throw new Error(`no content page ${id}`);
  return <ContentPage page={page} />;
}
