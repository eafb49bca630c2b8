import type { UsState } from '../../src/domain/constants';
import { LICENCE_FORMATS } from '../data/licencePatterns';
import type { Dice } from './dice';

// A licence number in the format the state issues today (server/data/licencePatterns.ts), for prefilled drivers.

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALNUM = `${LETTERS}0123456789`;

export function generateLicence(state: UsState, lastName: string, dice: Dice): string {
  let out = '';
  for (const part of LICENCE_FORMATS[state].issued) {
    switch (part.kind) {
      case 'literal':
        out += part.text;
        break;
      case 'initial': {
        const letter = lastName.trim().charAt(0).toUpperCase();
        out += LETTERS.includes(letter) ? letter : dice.pick([...LETTERS]);
        break;
      }
      case 'letters':
        for (let i = 0; i < part.length; i += 1) out += dice.pick([...LETTERS]);
        break;
      case 'alnum':
        for (let i = 0; i < part.length; i += 1) out += dice.pick([...ALNUM]);
        break;
      case 'digits':
        // A leading digit is never 0 in a number that starts the licence, as issued numbers are not zero-padded here.
        for (let i = 0; i < part.length; i += 1)
          out += String(out === '' && i === 0 ? dice.between(1, 9) : dice.int(10));
        break;
    }
  }
  return out;
}
