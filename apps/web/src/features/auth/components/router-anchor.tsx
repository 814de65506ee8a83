import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { useGo } from '../hooks/use-go.ts';

/**
 * A link to an in-app href (path plus query) that navigates without a reload; modified clicks
 * (new tab, etc.) keep the browser's behaviour.
 */
export function RouterAnchor({ href, children, ...rest }: AnchorProps & { href: string; children: ReactNode }) {
  const go = useGo();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(href);
  };
  return (
    <Anchor href={href} onClick={onClick} {...rest}>
      {children}
    </Anchor>
  );
}
