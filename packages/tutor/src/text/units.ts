import { fromSuperscript } from './numbers';

// Enough unit knowledge to accept "1000 m" for "1 km" and reject "5 s" for "5 m".
// Keys are lower-case spellings; values give the dimension and the factor to the SI base. A Map,
// because the unit is whatever the student typed ("constructor" must not find Object.prototype's).
const TABLE = new Map<string, [string, number]>();

function add(dimension: string, factor: number, ...names: string[]) {
  for (const name of names) TABLE.set(name, [dimension, factor]);
}
add('length', 1, 'm', 'meter', 'meters', 'metre', 'metres');
add('length', 1e3, 'km', 'kilometer', 'kilometers', 'kilometre', 'kilometres');
add('length', 1e-2, 'cm', 'centimeter', 'centimeters', 'centimetre', 'centimetres');
add('length', 1e-3, 'mm', 'millimeter', 'millimeters', 'millimetre', 'millimetres');
add('time', 1, 's', 'sec', 'secs', 'second', 'seconds');
add('time', 60, 'min', 'mins', 'minute', 'minutes');
add('time', 3600, 'h', 'hr', 'hrs', 'hour', 'hours');
add('time', 1e-3, 'ms', 'millisecond', 'milliseconds');
add('mass', 1, 'kg', 'kilogram', 'kilograms');
add('mass', 1e-3, 'g', 'gram', 'grams');
add('speed', 1, 'm/s', 'ms^-1', 'm s^-1', 'meters per second', 'metres per second');
add('speed', 1e3, 'km/s', 'kilometers per second', 'kilometres per second');
add('speed', 1 / 3.6, 'km/h', 'kph', 'km/hr', 'kmh', 'kilometers per hour', 'kilometres per hour');
add('acceleration', 1, 'm/s^2', 'm/s2', 'ms^-2', 'm s^-2', 'm/s/s');
add('force', 1, 'n', 'newton', 'newtons');
add('energy', 1, 'j', 'joule', 'joules');
add('energy', 1e3, 'kj', 'kilojoule', 'kilojoules');
add('power', 1, 'w', 'watt', 'watts');
add('power', 1e3, 'kw', 'kilowatt', 'kilowatts');
add('voltage', 1, 'v', 'volt', 'volts');
add('current', 1, 'a', 'amp', 'amps', 'ampere', 'amperes');
add('resistance', 1, 'ω', 'ohm', 'ohms');
add('temperature', 1, '°c', 'c', 'degrees c', 'degrees celsius', 'celsius');
add('ratio', 1, '%', 'percent', 'per cent');
add('pressure', 1, 'pa', 'pascal', 'pascals');
add('pressure', 1e3, 'kpa', 'kilopascal', 'kilopascals');
add('pressure', 1e5, 'bar', 'bars');
add('pressure', 101_325, 'atm', 'atmosphere', 'atmospheres');
add('pressure', 101_325 / 760, 'mmhg', 'mm hg', 'torr');
add('volume', 1, 'm^3', 'm3', 'cubic meter', 'cubic metre', 'cubic meters', 'cubic metres');
add('volume', 1e-3, 'l', 'liter', 'liters', 'litre', 'litres', 'dm^3', 'dm3');
add('volume', 1e-6, 'ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres', 'cm^3', 'cm3', 'cc');
add('amount', 1, 'mol', 'mole', 'moles');
add('amount', 1e-3, 'mmol', 'millimole', 'millimoles');

export interface UnitInfo {
  dimension: string;
  factor: number;
}

export function lookupUnit(unit: string): UnitInfo | null {
  const key = unit
    .trim()
    .toLowerCase()
    .replace(/[⁺⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (power) => `^${fromSuperscript(power)}`)
    .replace(/\s+/g, ' ')
    .replace(/\.$/, '');
  const hit = TABLE.get(key) ?? TABLE.get(key.replace(/\s/g, ''));
  return hit ? { dimension: hit[0], factor: hit[1] } : null;
}

/**
 * Convert `value` from `from` into `to`. Returns null when the units measure different things;
 * undefined when we do not know one of them (the caller then compares the spellings).
 */
export function convert(value: number, from: string, to: string): number | null | undefined {
  const a = lookupUnit(from);
  const b = lookupUnit(to);
  if (!a || !b) return undefined;
  if (a.dimension !== b.dimension) return null;
  return (value * a.factor) / b.factor;
}
