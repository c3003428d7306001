/** Spanish messages of the buying feature (decision 016). The store's MSG spreads it. */
import { QUICK_ORDER_MAX_LINES } from '../constants.ts';

export const BUYING_MSG = {
  /** «Línea 3: el código CA-99 no existe»: every refusal of a line of several names it, 1-based. */
  lineError: (line: number, reason: string) => `Línea ${line}: ${reason}`,
  linesAdded: (count: number) => (count === 1 ? '1 producto agregado al carrito' : `${count} productos agregados al carrito`),
  /** the same lines sent again within seconds (a double tap): added once only */
  linesRepeated: 'Estas líneas ya se agregaron a su carrito hace un momento. Revise su carrito antes de agregarlas otra vez.',
  // Why a line cannot go into the cart: lower case, they follow «Línea N: ».
  /** the code as the buyer typed it, so that a typo is seen: «no se encontró el código "abc 12"» */
  lineCodeUnknown: (code: string) => `no se encontró el código "${code}"`,
  lineVariantUnknown: 'el producto no existe',
  lineOffSale: 'este producto ya no está a la venta',
  lineSizeRequired: 'falta la talla: este producto se vende por tallas',
  lineSizeUnknown: (size?: string) =>
    size ? `la talla ${size} no existe para este producto` : 'la talla elegida no existe para este producto',
  lineNoSizes: 'este producto no se vende por tallas: escriba solo el código y la cantidad',
  lineHalfBoxes: 'este producto se vende en cajas de 12 o medias cajas de 6',
  lineQuantity: 'la cantidad debe ser un número entero mayor a 0',
  lineMissingQuantity: 'falta la cantidad',
  /** `what` is the stock counted in words: «6 pares», «1 caja» */
  lineStock: (available: number, what: string) => `solo hay ${what} ${available === 1 ? 'disponible' : 'disponibles'}`,
  lineStockInCart: (available: number, what: string, inCart: string) =>
    `solo hay ${what} ${available === 1 ? 'disponible' : 'disponibles'} y ya tiene ${inCart} en el carrito`,
  quickOrderTooManyLines: `Máximo ${QUICK_ORDER_MAX_LINES} líneas por pedido rápido: divida la lista en varias partes.`,
  quickOrderEmpty: 'Escriba o pegue al menos una línea con el código y la cantidad',
  quickOrderTextTooLong: 'El texto es demasiado largo: pegue como máximo 200.000 caracteres (500 líneas)',
  quickOrderTextUnreadable: 'El texto tiene caracteres que no se pueden leer: escríbalo o péguelo de nuevo',
  quickOrderFileType: 'El archivo debe ser una hoja de cálculo .xlsx o un archivo .csv',
  quickOrderFileUnreadable: 'No se pudo leer el archivo: guárdelo de nuevo como .xlsx o .csv e intente otra vez',
  /** the file's bytes past QUICK_ORDER_MAX_FILE_BYTES: the upload stops there (a 413) */
  quickOrderFileTooLarge: (name: string, maxBytes: number) =>
    `El archivo ${name} pesa más de ${maxBytes / 1_000_000} MB, lo más que admite un pedido rápido: quite las filas que no son del pedido.`,
  /** an .xlsx whose zip says it unpacks to more than the cap */
  quickOrderFileTooBig: (maxBytes: number) => `El archivo es demasiado grande una vez descomprimido (más de ${maxBytes / 1_000_000} MB)`,
  /** rows read at most from a file (blank rows count): the reading stops there */
  quickOrderFileTooManyRows: (rows: number) =>
    `El archivo tiene más de ${rows} filas: un pedido rápido admite hasta ${QUICK_ORDER_MAX_LINES} líneas. Divídalo en varios archivos.`,
  // What reordering a past order did with each of its lines.
  reorderAdded: 'Agregado',
  reorderInCart: 'Ya estaba en el carrito',
  reorderSoldOut: 'Agotado',
  reorderOffSale: 'Ya no está a la venta',
  reorderPartial: (added: number, asked: number) => `Stock insuficiente: se agregaron ${added} de ${asked}`,
  reorderGone: 'Este color o talla ya no existe',
  reorderNothing: 'No se agregó ningún producto al carrito',
} as const;
