import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarkdownWithBlanks } from '../lib/render-markdown.ts';
import { Markdown } from './markdown.tsx';

describe('Markdown with the HTML the server drew (decision 051)', () => {
  it('shows the given HTML as it is, without rendering the text again', () => {
    const { container } = render(<Markdown text="what the author wrote, $x$" html="<p>what the <em>server</em> drew</p>" />);
    expect(container.querySelector('em')).toHaveTextContent('server');
    expect(container).not.toHaveTextContent('author');
    expect(container.querySelector('.katex')).toBeNull();
  });

  it("mounts each blank's input in the server's empty slots", () => {
    const html = renderMarkdownWithBlanks('Fill $x$ = {{1}} and y = {{2}}.');
    render(<Markdown text="ignored {{1}}" html={html} renderBlank={(n) => <input aria-label={`blank ${n}`} />} />);
    expect(screen.getByLabelText('blank 1').closest('[data-blank]')).toHaveAttribute('data-blank', '1');
    expect(screen.getByLabelText('blank 2').closest('[data-blank]')).toHaveAttribute('data-blank', '2');
  });

  it('renders the text itself when no HTML is given', () => {
    const { container } = render(<Markdown text="Let $x^2$ be **bold**." />);
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('annotation')).toHaveTextContent('x^2');
  });
});
