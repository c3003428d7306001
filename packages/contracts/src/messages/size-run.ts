/** Spanish messages of a box's size run . ADMIN_MSG spreads it. */
export const SIZE_RUN_ADMIN_MSG = {
  sizeRunInvalid: 'Escriba la curva de la caja como talla:pares separados por comas, por ejemplo 38:1, 39:2, 40:3',
  sizeRunRepeated: (size: string) => `La talla ${size} se repite en la curva de la caja`,
  sizeRunSum: (sum: number, units: number) =>
    `La curva de la caja suma ${sum} pares, pero la caja tiene ${units}: ajuste las cantidades o los pares por caja`,
  sizeRunUnknownSize: (size: string) => `La talla ${size} no existe: créela en Tallas o corrija la curva`,
} as const;
