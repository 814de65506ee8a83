import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { CONTENT_PAGES } from '../data/content-pages.ts';
import { ContentPage } from './content-page.tsx';

describe('ContentPage', () => {
  it('leads teachers from /schools to their classes at /school (issue 23), which asks them to sign in', async () => {
    const schools = CONTENT_PAGES.find((p) => p.id === 'schools')!;
    renderWithApp(<ContentPage page={schools} />, { path: '/schools' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Abhyas for your school' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Teachers: open My school' })).toHaveAttribute('href', '/school');
    expect(screen.getByRole('link', { name: 'School census' })).toHaveAttribute('href', '/schools/all-schools');
  });
});
