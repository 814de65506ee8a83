/**
 * Test shim: jsdom gives MathML elements no `style`, so `getComputedStyle` (which Testing Library's
 * accessible-name lookup calls on every descendant) throws inside KaTeX's `<math>`. MathML elements
 * get the computed style of a plain span instead. Real browsers need nothing of the kind.
 */
const MATHML = 'http://www.w3.org/1998/Math/MathML';
const original = window.getComputedStyle.bind(window);
const stand = document.createElement('span');

window.getComputedStyle = ((element: Element, pseudo?: string | null) =>
  original(element.namespaceURI === MATHML ? stand : element, pseudo)) as typeof window.getComputedStyle;
