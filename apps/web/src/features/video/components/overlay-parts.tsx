import { useEffect, useRef, type ReactNode } from 'react';
import { ActionIcon, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import classes from './video-player.module.css';

/** A round icon button of the overlay's header (bookmark, like, settings, replay, close), named by `label`. */
export function HeaderButton({
  label,
  onClick,
  pressed,
  expanded,
  busy,
  hidden,
  initialFocus,
  children,
}: {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  /** For a button that opens a menu: whether it is open. */
  expanded?: boolean;
  busy?: boolean;
  hidden?: boolean;
  /** The modal's first focus (Mantine's `data-autofocus`). */
  initialFocus?: boolean;
  children: ReactNode;
}) {
  if (hidden) return null;
  return (
    <Tooltip label={label} openDelay={300}>
      <ActionIcon
        variant="subtle"
        color="white"
        size="xl"
        radius="xl"
        aria-label={label}
        aria-pressed={pressed}
        aria-expanded={expanded}
        aria-haspopup={expanded === undefined ? undefined : 'menu'}
        aria-busy={busy || undefined}
        onClick={onClick}
        data-autofocus={initialFocus || undefined}
      >
        <span aria-hidden="true" style={{ display: 'contents' }}>
          {children}
        </span>
      </ActionIcon>
    </Tooltip>
  );
}

/** A prompt over the player (resume, close, error): focus moves to its main answer when it opens. */
export function PromptCard(props: { title: string; text: string; primary: string; secondary: string; onPrimary(): void; onSecondary(): void }) {
  const primary = useRef<HTMLButtonElement>(null);
  useEffect(() => primary.current?.focus(), []);
  return (
    <div className={classes.prompt}>
      <Card
        className={classes.promptCard}
        role="alertdialog"
        aria-modal="false"
        aria-labelledby="video-prompt-title"
        aria-describedby="video-prompt-text"
        padding="lg"
        radius="md"
      >
        <Stack gap="sm">
          <Title order={3} size="h4" id="video-prompt-title">
            {props.title}
          </Title>
          <Text id="video-prompt-text">{props.text}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onSecondary}>
              {props.secondary}
            </Button>
            <Button onClick={props.onPrimary} ref={primary}>
              {props.primary}
            </Button>
          </Group>
        </Stack>
      </Card>
    </div>
  );
}
