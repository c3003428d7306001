/**
 * Ecuador's identity numbers: the cédula (10 digits, modulus 10) and the RUC (13 digits) of a natural
 * person (cédula + establishment), a public entity (modulus 11 on 8 digits) or a company (modulus 11 on 9).
 */
const digitsOf = (s: string) => [...s].map(Number);

function validProvince(id: string): boolean {
  const p = Number(id.slice(0, 2));
  return (p >= 1 && p <= 24) || p === 30;
}

/** The cédula's tenth digit for its first nine (modulus 10, coefficients 2,1,2,1…). */
export function cedulaCheckDigit(nine: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let v = Number(nine[i]) * (i % 2 === 0 ? 2 : 1);
    if (v > 9) v -= 9;
    sum += v;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidCedula(id: string): boolean {
  if (!/^\d{10}$/.test(id) || !validProvince(id)) return false;
  return Number(id[2]) <= 5 && cedulaCheckDigit(id) === Number(id[9]);
}

const COMPANY_WEIGHTS = [4, 3, 2, 7, 6, 5, 4, 3, 2];
const PUBLIC_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];

/** The modulus-11 check digit of a company (9 digits) or public entity (8 digits) RUC; null when none exists. */
export function modulus11CheckDigit(digits: string): number | null {
  const weights = digits.length === 9 ? COMPANY_WEIGHTS : PUBLIC_WEIGHTS;
  const rest = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0) % 11;
  const check = rest === 0 ? 0 : 11 - rest;
  return check === 10 ? null : check;
}

export function isValidRuc(id: string): boolean {
  if (!/^\d{13}$/.test(id) || !validProvince(id)) return false;
  const d = digitsOf(id);
  const third = d[2];
  if (third < 6) return isValidCedula(id.slice(0, 10)) && id.slice(10) !== '000';
  if (third === 6) return modulus11CheckDigit(id.slice(0, 8)) === d[8] && id.slice(9) !== '0000';
  if (third === 9) return modulus11CheckDigit(id.slice(0, 9)) === d[9] && id.slice(10) !== '000';
  return false;
}

export function isValidCiOrRuc(id: string): boolean {
  return id.length === 10 ? isValidCedula(id) : isValidRuc(id);
}
