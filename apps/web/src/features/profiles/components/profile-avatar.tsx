import { Avatar, type MantineSize } from '@mantine/core';
import type { AvatarColour } from '@abhyas/domain';

/** Mantine palette for each avatar colour (platform.md §3: orange, green, yellow, blue, pink). */
export const AVATAR_PALETTE: Record<AvatarColour, string> = {
  orange: 'orange',
  green: 'green',
  yellow: 'yellow',
  blue: 'blue',
  pink: 'pink',
};

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return (
    letters
      .map((w) => [...(w ?? '')][0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

/** A profile's initials on its avatar colour; decorative (the name is always shown beside it). */
export function ProfileAvatar({ name, colour, size = 'lg' }: { name: string; colour: string; size?: MantineSize | number }) {
  const color = AVATAR_PALETTE[colour as AvatarColour] ?? 'gray';
  return (
    <Avatar color={color} variant="filled" radius="xl" size={size} aria-hidden>
      {initialsOf(name)}
    </Avatar>
  );
}
