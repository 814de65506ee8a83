import { MAX_LOOKUP_CODE_LENGTH, MAX_LOOKUP_CODES, parseCodeList, whereFilterList } from '@abhyas/domain';
import { badRequest } from '../../../lib/app-error.ts';

/**
 * Splits a comma-joined code list of the query field `field` (trimmed, no empties, unique; domain
 * parseCodeList). 400 NO_CODES, TOO_MANY_CODES (past MAX_LOOKUP_CODES) or BAD_CODE (a code over 120
 * characters).
 */
export function splitCodes(list: string, field: string): string[] {
  const { codes, problem } = parseCodeList(list);
  if (problem === 'NO_CODES') throw badRequest(`${field} lists no codes.`, 'NO_CODES');
  if (problem === 'TOO_MANY_CODES') throw badRequest(`${field} lists more than ${MAX_LOOKUP_CODES} codes.`, 'TOO_MANY_CODES');
  if (problem === 'BAD_CODE') throw badRequest(`${field} has a code longer than ${MAX_LOOKUP_CODE_LENGTH} characters.`, 'BAD_CODE');
  return codes;
}

/**
 * The codes of the spec's `/concepts?where=` filter: JSON `{"code":{"$in":[…]}}` (or `{"code":"x"}`),
 * else a comma-joined list (domain whereFilterList). 400 BAD_WHERE for JSON of another shape, and
 * the errors of splitCodes.
 */
export function codesOfWhere(where: string): string[] {
  const filter = whereFilterList(where);
  if ('problem' in filter) {
    if (filter.problem === 'BAD_JSON') throw badRequest('where is not valid JSON.', 'BAD_WHERE');
    throw badRequest('where must be {"code":{"$in":["concept-code", …]}}.', 'BAD_WHERE');
  }
  return splitCodes(filter.list, 'where');
}
