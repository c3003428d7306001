/**
 * Ecuador's identity numbers: the cédula (10 digits, modulus 10) and the RUC (13 digits) of a natural
 * person (cédula + establishment), a public entity (modulus 11 on 8 digits) or a company (modulus 11 on 9).
 */
const digitsOf = (s: string) => [...s].map(Number);

function validProvince(id: string): boolean {
  const p = Number(id.slice(0, 2));
  return (p >= 1 && p <= 24) || p === 30;
}

export function isValidCedula(id: string): boolean {
  if (!/^\d{10}$/.test(id) || !validProvince(id)) return false;
  const d = digitsOf(id);
  if (d[2] > 5) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let v = d[i] * (i % 2 === 0 ? 2 : 1);
    if (v > 9) v -= 9;
    sum += v;
  }
  return (10 - (sum % 10)) % 10 === d[9];
}

function modulus11(d: number[], weights: number[], check: number): boolean {
  const sum = weights.reduce((acc, w, i) => acc + w * d[i], 0);
  const rest = sum % 11;
  const expected = rest === 0 ? 0 : 11 - rest;
  return expected !== 10 && expected === check;
}

export function isValidRuc(id: string): boolean {
  if (!/^\d{13}$/.test(id) || !validProvince(id)) return false;
  const d = digitsOf(id);
  const third = d[2];
  if (third < 6) return isValidCedula(id.slice(0, 10)) && id.slice(10) !== '000';
  if (third === 6) return modulus11(d, [3, 2, 7, 6, 5, 4, 3, 2], d[8]) && id.slice(9) !== '0000';
  if (third === 9) return modulus11(d, [4, 3, 2, 7, 6, 5, 4, 3, 2], d[9]) && id.slice(10) !== '000';
  return false;
}

export function isValidCiOrRuc(id: string): boolean {
  return id.length === 10 ? isValidCedula(id) : isValidRuc(id);
}
