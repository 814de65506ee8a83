import { Button, Container, Paper, Stack, Stepper, Text, ThemeIcon, Title } from '@mantine/core';
import { defaultVideoQuality, resolveLocale } from '@abhyas/domain';
import { IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/index.ts';
import { useErrorMessage } from '../../auth/index.ts';
import { useContinueAsProfile } from '../../auth/index.ts';
import { useGo } from '../../auth/index.ts';
import { useLocale } from '../../auth/index.ts';
import { useSearchParam } from '../../auth/index.ts';
import { withQuery } from '../../auth/index.ts';
import { useAddProfile } from '../api/add-profile.ts';
import { profileDestination } from '../utils/destination.ts';
import { emptyProfileForm, toAddProfileBody } from '../utils/profile-form-schema.ts';
import { LanguageChooser } from '../../../components/ui/language-chooser.tsx';
import { ProfileForm } from './profile-form.tsx';

type Step = 0 | 1 | 2;

/**
 * /student-onboarding (platform.md §2.1, §4.3): welcome → choose the learning language → add the
 * first profile (its language preset to the choice; the exam may narrow it). The new profile
 * becomes current and the student continues to the goal's home (or redirect_url).
 */
export function StudentOnboardingPage() {
  const { t } = useTranslation('profiles');
  const describe = useErrorMessage();
  const go = useGo();
  const continueAs = useContinueAsProfile();
  const uiLocale = useLocale();
  const redirectUrl = useSearchParam('redirect_url');
  const { authed, user, selectProfile } = useAuth();
  const add = useAddProfile();
  const [step, setStep] = useState<Step>(0);
  const [language, setLanguage] = useState<string>(resolveLocale(uiLocale).locale);

  return (
    <Container size={620} px="md" py="xl">
      <Paper withBorder radius="md" p={{ base: 'md', xs: 'xl' }}>
        <Stepper active={step} size="sm" mb="lg" allowNextStepsSelect={false} onStepClick={(s) => setStep(s as Step)}>
          <Stepper.Step label={t('onboarding.stepWelcome')} />
          <Stepper.Step label={t('onboarding.stepLanguage')} />
          <Stepper.Step label={t('onboarding.stepProfile')} />
        </Stepper>
        {step === 0 ? (
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
              <IconSchool size={40} />
            </ThemeIcon>
            <Title order={1} size="h2">
              {user?.first_name ? t('onboarding.welcomeName', { name: user.first_name }) : t('onboarding.welcome')}
            </Title>
            <Text c="dimmed">{t('onboarding.intro')}</Text>
            <Button size="md" onClick={() => setStep(1)}>
              {t('onboarding.start')}
            </Button>
          </Stack>
        ) : step === 1 ? (
          <LanguageChooser
            initial={language}
            onBack={() => setStep(0)}
            onDone={(code) => {
              setLanguage(code);
              setStep(2);
            }}
          />
        ) : !authed ? (
          <Stack gap="md">
            <Title order={2} size="h3">
              {t('onboarding.accountTitle')}
            </Title>
            <Text c="dimmed">{t('onboarding.accountText')}</Text>
            <Button onClick={() => go(withQuery('/signup', { redirect_url: '/student-onboarding' }))}>{t('onboarding.signUp')}</Button>
            <Button variant="default" onClick={() => go(withQuery('/login', { redirect_url: '/student-onboarding' }))}>
              {t('onboarding.logIn')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="md">
            <Title order={2} size="h3">
              {t('onboarding.profileTitle')}
            </Title>
            <Text c="dimmed">{t('onboarding.profileText')}</Text>
            <ProfileForm
              initial={emptyProfileForm(language, 'orange', defaultVideoQuality(window.innerWidth))}
              submitting={add.isPending}
              error={add.isError ? describe(add.error) : null}
              submitLabel={t('onboarding.finish')}
              onSubmit={(values) =>
                // A student signing up alone: a parent's consent comes later, from the parent's own account (decision 036).
                add.mutate(
                  { ...toAddProfileBody(values), added_by: 'student' },
                  {
                    onSuccess: (created) => {
                      selectProfile(created.id);
                      continueAs(created, profileDestination(created.profile_details.goal_type, redirectUrl, null));
                    },
                  },
                )
              }
            />
            <Button variant="subtle" onClick={() => setStep(1)}>
              {t('language.back')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
