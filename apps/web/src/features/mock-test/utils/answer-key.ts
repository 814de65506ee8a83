/** A correct answer (domain `AnswerKey`, as the result carries it) as short text; '' when unknown. */
export function keyText(key: unknown): string {
  if (!key || typeof key !== 'object' || !('kind' in key)) return '';
  const k = key as Record<string, unknown>;
  switch (k.kind) {
    case 'choice':
      return Array.isArray(k.options) ? k.options.join(', ') : '';
    case 'integer':
      return String(k.value ?? '');
    case 'numeric': {
      const a = k.accept as Record<string, unknown> | undefined;
      if (!a) return '';
      if ('min' in a && 'max' in a) return `${String(a.min)} – ${String(a.max)}`;
      if ('value' in a) return 'tolerance' in a && a.tolerance ? `${String(a.value)} ± ${String(a.tolerance)}` : String(a.value);
      return '';
    }
    case 'blanks':
      return Array.isArray(k.blanks) ? k.blanks.map((b) => (Array.isArray(b) ? String(b[0] ?? '') : '')).join(', ') : '';
    case 'matrix':
      return k.pairs && typeof k.pairs === 'object'
        ? Object.entries(k.pairs as Record<string, string[]>)
            .map(([r, cs]) => `${r}: ${cs.join(' ')}`)
            .join('; ')
        : '';
    case 'sequence':
      return Array.isArray(k.order) ? k.order.join(' → ') : '';
    case 'subjective':
      return typeof k.modelAnswer === 'string' ? k.modelAnswer : '';
    default:
      return '';
  }
}
