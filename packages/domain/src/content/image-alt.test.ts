import { describe, expect, it } from 'vitest';
import { imagesWithoutAlt } from './image-alt.ts';

describe('imagesWithoutAlt (issue 22 §1)', () => {
  it('accepts Markdown and HTML images that say what they show', () => {
    expect(imagesWithoutAlt('See ![a right triangle with legs 3 and 4](media/notes/tri.svg) and $x^2$.')).toEqual([]);
    expect(imagesWithoutAlt('<img src="media/a.png" alt="a convex lens forming a real image">')).toEqual([]);
    expect(imagesWithoutAlt('No image, only [a link](https://example.org) and $a[1]$.')).toEqual([]);
  });

  it('names every image without a usable alternative: empty, a file name, or too short', () => {
    expect(imagesWithoutAlt('![](media/a.svg) ![fig2.png](media/b.png) ![ab](media/c.svg) <img src="media/d.png"> <img alt="" src=\'media/e.png\'>')).toEqual([
      { src: 'media/a.svg', problem: 'missing' },
      { src: 'media/b.png', problem: 'file name' },
      { src: 'media/c.svg', problem: 'too short' },
      { src: 'media/d.png', problem: 'missing' },
      { src: 'media/e.png', problem: 'missing' },
    ]);
  });
});
