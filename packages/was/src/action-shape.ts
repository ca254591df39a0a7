/**
 * The shape of an untrusted War at Sea action, checked before any rule (ERR_BAD_ACTION with a path):
 * ids are strings, indices and counts integers, lists are lists. Rules modules may then rely on the
 * types of `WasAction`; whether an id names a real ship or area is theirs to judge.
 */
import { ruleError, showValue, type RuleError } from '@salvo/kernel';
import { placeName } from './names';

type Check = (v: unknown, path: string) => RuleError | null;

const bad = (path: string, what: string, v: unknown): RuleError =>
  ruleError('ERR_BAD_ACTION', `${path} must be ${what}, not ${shown(v)}.`, { path });

/** A number written as text ("6") is named as text, so the sentence never reads "not 6" (issue 7 item 22). */
const shown = (v: unknown): string =>
  typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
    ? `the text "${showValue(v)}" (write it without quotes)`
    : showValue(v);

const str: Check = (v, path) => (typeof v === 'string' ? null : bad(path, 'a name', v));
const int: Check = (v, path) => (Number.isInteger(v) ? null : bad(path, 'a whole number', v));
const orNull = (c: Check): Check => (v, path) => (v === null ? null : c(v, path));
const optional = (c: Check): Check => (v, path) => (v === undefined ? null : c(v, path));

function list(item: Check): Check {
  return (v, path) => {
    if (!Array.isArray(v)) return bad(path, 'a list', v);
    for (let i = 0; i < v.length; i++) {
      const e = item(v[i] as unknown, `${path}[${i}]`);
      if (e) return e;
    }
    return null;
  };
}

function record(fields: Readonly<Record<string, Check>>): Check {
  return (v, path) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return bad(path, 'an object', v);
    for (const [k, c] of Object.entries(fields)) {
      const e = c((v as Record<string, unknown>)[k], path ? `${path}.${k}` : k);
      if (e) return e;
    }
    return null;
  };
}

/** A map from names to values of one kind (repairs, U-boats by area, return ports); the sentence names the key as printed ("repairs for Hood"). */
function dict(value: Check): Check {
  return (v, path) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return bad(path, 'an object', v);
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      const e = value(x, `${path}.${k}`);
      if (e) return { ...e, message: e.message.replace(`${path}.${k} `, `${path} for ${placeName(k)} `) };
    }
    return null;
  };
}

const ids = list(str);
const side = str;

const SHAPES: Readonly<Record<string, Check>> = {
  'roll': record({ values: list(int) }),
  'deploy': record({ malta: ids }),
  'move': record({
    orders: list(record({ ship: str, to: str, via: optional(str), fallback: optional(str) })),
    repairs: optional(dict(int)),
    uboats: optional(dict(int)),
  }),
  'place-uboats': record({ areas: dict(int) }),
  'resolve-area': record({ area: str }),
  'add-one': record({ add: (v, path) => (typeof v === 'boolean' ? null : bad(path, 'true or false', v)) }),
  'place-air': record({ side, target: orNull(str) }),
  'air-targets': record({ side, targets: ids }),
  'uboat-targets': record({ targets: ids }),
  'carrier-intent': record({ firing: ids }),
  'fire': record({ groups: list(record({ shooters: ids, target: str })) }),
  'disengage': record({ side, groups: orNull(list(ids)) }),
  'pursue': record({ groups: list(record({ ships: ids, target: int })) }),
  'continue-pursuit': record({ engagements: list(int) }),
  'return': record({ ports: dict(str) }),
  'surrender': record({ side }),
  'fight-by-dice': record({}),
  'fight-on-table': record({}),
  'tactical-result': record({ ships: list(record({ ship: str, damage: int, fate: str })), holds: orNull(side) }),
};

export const ACTION_TYPES: readonly string[] = Object.keys(SHAPES);

export function actionShapeError(raw: unknown): RuleError | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return ruleError('ERR_BAD_ACTION', 'An action is an object with a type.', { path: 'type' });
  }
  const type = (raw as { type?: unknown }).type;
  const shape = typeof type === 'string' && Object.hasOwn(SHAPES, type) ? SHAPES[type] : undefined;
  if (!shape) return ruleError('ERR_BAD_ACTION', `An action's type is one of: ${ACTION_TYPES.join(', ')}.`, { path: 'type' });
  return shape(raw, '');
}
