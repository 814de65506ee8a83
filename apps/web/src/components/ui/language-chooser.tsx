import { useState } from 'react';
import { Button, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canConfirmLanguage, LANGUAGES } from '@abhyas/domain';
import classes from './language-chooser.module.css';

export interface LanguageChooserProps {
  /** The language selected when the screen opens (e.g. the current locale). */
  initial?: string | null;
  /** The goal/exam's supported_languages; absent or empty means all twelve (platform.md §4.3). */
  supported?: readonly string[] | null;
  onDone: (locale: string) => void;
  onBack?: () => void;
  /** Label of the Done button; defaults to "Done". */
  doneLabel?: string;
}

/**
 * The language chooser screen (platform.md §3 Language option, §4.3): header 'choose language',
 * the twelve languages with their native title and English name, Done and Back. Done is enabled
 * only when `canConfirmLanguage` accepts the selection for the exam's supported list.
 */
export function LanguageChooser({ initial, supported, onDone, onBack, doneLabel }: LanguageChooserProps) {
  const { t } = useTranslation('common');
  const [selected, setSelected] = useState<string | null>(initial ?? null);
  const canConfirm = canConfirmLanguage(selected, supported);
  const restricted = (supported?.length ?? 0) > 0;

  return (
    <Stack gap="lg" component="section" aria-labelledby="language-chooser-title">
      <div>
        <Title order={2} id="language-chooser-title">
          {t('languageChooser.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('languageChooser.subtitle')}
        </Text>
      </div>
      <Radio.Group value={selected} onChange={setSelected} aria-labelledby="language-chooser-title">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {LANGUAGES.map((language) => {
            const unavailable = restricted && !supported?.includes(language.code);
            return (
              <Radio.Card
                key={language.code}
                value={language.code}
                className={classes.card}
                radius="md"
                aria-describedby={unavailable ? `lang-unavailable-${language.code}` : undefined}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={4} />
                  <div lang={language.code}>
                    <Text fw={600} size="lg">
                      {language.title}
                    </Text>
                    <Text size="sm" c="dimmed" lang="en">
                      {language.subText}
                    </Text>
                    {unavailable && (
                      <Text size="xs" c="dimmed" id={`lang-unavailable-${language.code}`}>
                        {t('languageChooser.unavailable')}
                      </Text>
                    )}
                  </div>
                </Group>
              </Radio.Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>
      <Group justify="space-between">
        {onBack ? (
          <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={onBack}>
            {t('actions.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button leftSection={<IconCheck size={18} />} disabled={!canConfirm} onClick={() => selected !== null && canConfirm && onDone(selected)}>
          {doneLabel ?? t('actions.done')}
        </Button>
      </Group>
    </Stack>
  );
}
