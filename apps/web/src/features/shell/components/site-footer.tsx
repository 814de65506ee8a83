import { Anchor, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import classes from './site-footer.module.css';

const COLUMNS = [
  {
    titleKey: 'footer.product',
    links: [
      { key: 'footer.links.learn', href: '/learn/home' },
      { key: 'footer.links.practice', href: '/practice/home' },
      { key: 'footer.links.test', href: '/test/home' },
      { key: 'footer.links.achieve', href: '/achieve/landing' },
      { key: 'footer.links.lens', href: '/lens' },
    ],
  },
  {
    titleKey: 'footer.company',
    links: [
      { key: 'footer.links.parents', href: '/parent' },
      { key: 'footer.links.schools', href: '/schools' },
      { key: 'footer.links.success', href: '/success' },
      { key: 'footer.links.careers', href: '/joinus' },
      { key: 'footer.links.investors', href: '/investor-relation' },
    ],
  },
  {
    titleKey: 'footer.support',
    links: [
      { key: 'footer.links.helpdesk', href: '/helpdesk' },
      { key: 'footer.links.contact', href: '/contactus' },
      { key: 'footer.links.notices', href: '/notices' },
    ],
  },
  {
    titleKey: 'footer.legal',
    links: [
      { key: 'footer.links.terms', href: '/tos' },
      { key: 'footer.links.privacy', href: '/privacy-policy' },
      { key: 'footer.links.takedown', href: '/takedown' },
      { key: 'footer.links.vulnerability', href: '/in-en/vulnerability-disclosure-program' },
    ],
  },
] as const;

/** Site footer with product, company, support and legal links. */
export function SiteFooter() {
  const { t } = useTranslation('shell');
  return (
    <footer className={classes.footer}>
      <Container size="xl" py={40}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xl">
          {COLUMNS.map((column) => (
            <Stack key={column.titleKey} gap={8} component="nav" aria-label={t(column.titleKey)}>
              <Title order={2} size="h6" tt="uppercase" c="saffron.9">
                {t(column.titleKey)}
              </Title>
              {column.links.map((link) => (
                <Anchor key={link.href} component={InternalLink} href={link.href} c="dark" size="sm">
                  {t(link.key)}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt={32}>
          {t('footer.tagline', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </footer>
  );
}
