import { Badge, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook2, IconClipboardCheck, IconLanguage, IconPencil, IconTargetArrow, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@abhyas/domain';
import { InternalLink } from '../../../components/ui/internal-link.tsx';
import { chooseLocale } from '../../../lib/i18n.ts';
import classes from './landing-page.module.css';
import { useAuthHref } from '../../../lib/use-auth-href.ts';

const OFFERS = [
  { id: 'learn', icon: IconBook2, color: 'saffron' },
  { id: 'practice', icon: IconPencil, color: 'teal' },
  { id: 'test', icon: IconClipboardCheck, color: 'blue' },
  { id: 'achieve', icon: IconTargetArrow, color: 'grape' },
] as const;

const EXAM_GROUPS = [
  { id: 'school', exams: ['cbse', 'icse', 'stateBoards', 'classes'] },
  { id: 'entrance', exams: ['jeeMain', 'jeeAdvanced', 'neet'] },
] as const;

/** The student landing page at `/` (platform.md §2.1); its twelve language pills switch the interface language (§4.3). */
export function LandingPage() {
  const loginHref = useAuthHref('/login');
  const signupHref = useAuthHref('/signup');
  const { t, i18n } = useTranslation('landing');
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 40, sm: 72 }}>
          <Stack gap="lg" maw={680}>
            <Badge variant="white" size="lg" radius="sm" className={classes.eyebrow}>
              {t('hero.eyebrow')}
            </Badge>
            <Title order={1} className={classes.headline}>
              {t('hero.title')}
            </Title>
            <Text size="xl" className={classes.lead}>
              {t('hero.subtitle')}
            </Text>
            <Group gap="sm">
              <Button component={InternalLink} href={signupHref} size="lg" variant="white" color="saffron.9">
                {t('hero.signUp')}
              </Button>
              <Button component={InternalLink} href={loginHref} size="lg" variant="outline" color="white">
                {t('hero.logIn')}
              </Button>
            </Group>
            <Text size="sm" className={classes.lead}>
              {t('hero.note')}
            </Text>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <Stack gap="xl">
          <section aria-labelledby="offers-title">
            <Title order={2} id="offers-title" ta="center">
              {t('offers.title')}
            </Title>
            <Text c="dimmed" ta="center" mt="xs" mb="xl" maw={620} mx="auto">
              {t('offers.subtitle')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
              {OFFERS.map((offer) => (
                <Card key={offer.id} shadow="xs">
                  <ThemeIcon size={48} radius="md" variant="light" color={offer.color} aria-hidden="true">
                    <offer.icon size={28} />
                  </ThemeIcon>
                  <Title order={3} size="h4" mt="md">
                    {t(`offers.${offer.id}.title`)}
                  </Title>
                  <Text size="sm" c="dimmed" mt={6}>
                    {t(`offers.${offer.id}.body`)}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </section>

          <section aria-labelledby="exams-title" className={classes.band}>
            <Title order={2} id="exams-title">
              {t('exams.title')}
            </Title>
            <Text c="dimmed" mt="xs" mb="lg">
              {t('exams.subtitle')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              {EXAM_GROUPS.map((group) => (
                <Card key={group.id}>
                  <Title order={3} size="h5" mb="sm">
                    {t(`exams.groups.${group.id}`)}
                  </Title>
                  <Group gap="xs">
                    {group.exams.map((exam) => (
                      <Badge key={exam} variant="light" size="lg" radius="sm" tt="none">
                        {t(`exams.names.${exam}`)}
                      </Badge>
                    ))}
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          </section>

          <section aria-labelledby="languages-title">
            <Group gap="sm" mb="xs">
              <ThemeIcon variant="light" radius="xl" aria-hidden="true">
                <IconLanguage size={18} />
              </ThemeIcon>
              <Title order={2} id="languages-title">
                {t('languages.title', { count: LANGUAGES.length })}
              </Title>
            </Group>
            <Text c="dimmed" mb="lg">
              {t('languages.subtitle')}
            </Text>
            <Group gap="xs" component="ul" className={classes.languageList}>
              {LANGUAGES.map((language) => {
                const current = language.code === i18n.language;
                return (
                  <li key={language.code}>
                    <Button
                      variant={current ? 'filled' : 'outline'}
                      radius="xl"
                      fw={500}
                      lang={language.code}
                      aria-pressed={current}
                      title={language.subText}
                      onClick={() => (current ? undefined : void chooseLocale(language.code))}
                    >
                      {language.title}
                    </Button>
                  </li>
                );
              })}
            </Group>
          </section>

          <Card className={classes.parents} padding="xl">
            <Group wrap="nowrap" align="flex-start" gap="lg" className={classes.parentsInner}>
              <ThemeIcon size={56} radius="xl" color="teal" aria-hidden="true">
                <IconUsersGroup size={30} />
              </ThemeIcon>
              <Stack gap="xs">
                <Title order={2} size="h3">
                  {t('parents.title')}
                </Title>
                <Text>{t('parents.body')}</Text>
                <Group gap="sm">
                  <Button component={InternalLink} href="/parent" variant="light" color="teal">
                    {t('parents.cta')}
                  </Button>
                  <Button component={InternalLink} href="/schools" variant="subtle" color="teal">
                    {t('parents.schools')}
                  </Button>
                </Group>
              </Stack>
            </Group>
          </Card>

          <Stack align="center" gap="md" py="xl" ta="center">
            <Title order={2}>{t('final.title')}</Title>
            <Text c="dimmed" maw={520}>
              {t('final.body')}
            </Text>
            <Group gap="sm" justify="center">
              <Button component={InternalLink} href={signupHref} size="lg">
                {t('hero.signUp')}
              </Button>
              <Button component={InternalLink} href={loginHref} size="lg" variant="default">
                {t('hero.logIn')}
              </Button>
            </Group>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
