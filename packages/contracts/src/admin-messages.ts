/**
 * The back office's Spanish messages (what /api/admin answers and its pages show). Kept apart from MSG,
 * which ships with the store's first load: distributors never download these.
 */

import { BANNERS_ADMIN_MSG } from './messages/banners.ts';
import { CREDIT_ADMIN_MSG } from './messages/credit.ts';
import { DOCUMENTS_ADMIN_MSG } from './messages/documents.ts';
import { INVOICES_ADMIN_MSG } from './messages/invoices.ts';
import { MAIL_ADMIN_MSG } from './messages/mail.ts';
import { ORDERS_ADMIN_MSG } from './messages/orders.ts';
import { PAYMENTS_ADMIN_MSG } from './messages/payments.ts';
import { PRICE_LISTS_ADMIN_MSG } from './messages/price-lists.ts';
import { QUOTES_ADMIN_MSG } from './messages/quotes.ts';
import { SIZE_RUN_ADMIN_MSG } from './messages/size-run.ts';
import { STAFF_ADMIN_MSG } from './messages/staff.ts';

const CORE_ADMIN_MSG = {
  // ---- the dashboard's charts
  chartPeriodInvalid: 'Elija un período de 30 o 90 días',
  // ---- distributors, discount codes, contact messages
  reasonInvalid: 'Escriba el motivo como texto',
  distributorNotFound: 'El distribuidor no existe',
  distributorStatusInvalid: 'Elija un estado válido: Pendiente, Aprobado, Rechazado o Deshabilitado',
  searchTooLong: 'La búsqueda no puede tener más de 100 caracteres',
  documentNotFound: 'El documento no existe o no pertenece a este distribuidor',
  documentFileMissing: 'El archivo del documento no se encuentra en el servidor. Pida al distribuidor que lo envíe de nuevo.',
  rejectReasonRequired: 'Indique el motivo del rechazo: se enviará al distribuidor por correo',
  reasonTooLong: 'El motivo no puede tener más de 500 caracteres',
  distributorMoveRefused: (from: string, to: string, allowed: string) =>
    `No se puede cambiar un distribuidor de «${from}» a «${to}». Desde «${from}» solo puede pasar a: ${allowed}.`,
  distributorApproved: 'Distribuidor aprobado. Le enviamos un correo de bienvenida.',
  distributorRejected: 'Solicitud rechazada. Le enviamos el motivo por correo.',
  distributorDisabled: 'Distribuidor deshabilitado. Sus sesiones abiertas se cerraron.',
  distributorEnabled: 'Distribuidor habilitado nuevamente. Le avisamos por correo.',
  discountCodeRequired: 'El código es obligatorio',
  discountCodeMax: 'El código no puede tener más de 30 caracteres',
  discountCodeFormat: 'El código solo puede tener letras sin tilde, números y guiones (sin espacios)',
  discountPercentRange: 'El porcentaje debe ser un número entero entre 1 y 100',
  discountDateInvalid: 'Ingrese una fecha válida',
  discountWindow: 'La fecha de fin debe ser posterior a la de inicio',
  discountCodeTaken: (code: string) => `Ya existe un código ${code}. Elija otro nombre o edite el existente.`,
  discountCodeNotFound: 'El código de descuento no existe',
  discountCodeInUse: (code: string, orders: number) =>
    `El código ${code} se usó en ${orders} ${orders === 1 ? 'orden' : 'órdenes'} y no se puede eliminar. Desactívelo para que ya no se pueda usar.`,
  discountCodeRenameUsed: (code: string) => `El código ${code} ya se usó en órdenes y no se puede renombrar. Desactívelo y cree uno nuevo.`,
  discountCodeCreated: 'Código de descuento creado',
  discountCodeUpdated: 'Código de descuento actualizado',
  discountCodeDeleted: 'Código de descuento eliminado',
  contactMessageNotFound: 'El mensaje no existe',
  contactReadFlag: 'Indique si el mensaje está leído (true) o no leído (false)',
  contactMarkedRead: 'Mensaje marcado como leído',
  contactMarkedUnread: 'Mensaje marcado como no leído',
  // ---- orders, dashboard
  orderUnitsNotReturned: (items: string[]) =>
    `Las unidades de ${items.join(', ')} no volvieron al stock porque ${items.length === 1 ? 'esa variante ya no existe' : 'esas variantes ya no existen'} en el catálogo.`,
  orderCanceledNotReturned: (id: number, items: string[]) =>
    `La orden #${id} fue cancelada. Las unidades de ${items.join(', ')} no volvieron al stock porque ${items.length === 1 ? 'esa variante ya no existe' : 'esas variantes ya no existen'} en el catálogo. Se avisó al distribuidor por correo.`,
  orderStatusInvalid: 'Seleccione un estado de orden válido',
  orderDateInvalid: 'Ingrese una fecha válida con el formato AAAA-MM-DD',
  orderDateRange: 'La fecha «desde» no puede ser posterior a la fecha «hasta»',
  orderExportFormatInvalid: 'Las órdenes se exportan en CSV o en Excel (xlsx)',
  orderExportTooBig: (lines: number, max: number) =>
    `La exportación tendría ${lines} líneas (hasta ${max}): elija un rango de fechas más corto o más filtros`,
  orderDistributorInvalid: 'El distribuidor seleccionado no es válido',
  orderBranchInvalid: 'La sucursal seleccionada no es válida',
  orderMoveRefused: (from: string, to: string) => `No se puede pasar una orden de «${from}» a «${to}»`,
  orderAlreadyIn: (label: string) => `La orden ya está en «${label}». Actualice la página para ver su estado actual.`,
  orderMoved: (id: number, label: string) => `La orden #${id} pasó a «${label}». Se avisó al distribuidor por correo.`,
  orderCanceled: (id: number) => `La orden #${id} fue cancelada y sus unidades volvieron al stock. Se avisó al distribuidor por correo.`,
  // ---- products, variants, stock, images
  adminProductNameRequired: 'El nombre del producto es obligatorio',
  adminProductNameMax: 'El nombre del producto no puede tener más de 150 caracteres',
  adminProductDescriptionMax: 'La descripción no puede tener más de 4000 caracteres',
  adminStockTypeRequired: 'Seleccione cómo se vende el producto: por cajas, por unidades o por tallas',
  adminPick: (what: string) => `Seleccione ${what}`,
  adminLookupMissing: (what: string) => `${what} no existe. Recargue la página y elija otro valor.`,
  adminProductCreated: 'Producto creado. Ahora agregue sus variantes (código, color, precio, stock e imágenes).',
  adminProductSaved: 'Producto actualizado',
  adminProductDeleted: 'Producto eliminado',
  adminStockTypeLocked:
    'No se puede cambiar el tipo de stock mientras alguna variante tenga stock. Ponga en 0 el stock de todas sus variantes y vuelva a intentarlo.',
  adminVariantCodeRequired: 'El código de la variante es obligatorio',
  adminVariantCodeInvalid: 'El código solo puede tener letras, números, guiones, puntos o barras, sin espacios (máximo 40 caracteres)',
  adminVariantCodeTaken: (code: string) => `Ya existe una variante con el código ${code}. Use otro código.`,
  adminColorRequired: 'Seleccione el color de la variante',
  adminPriceInvalid: 'El precio debe ser mayor a 0, con hasta 2 decimales',
  adminDiscountInvalid: 'El descuento debe ser un número entero entre 0 y 100',
  adminUnitsPerBoxInvalid: 'Los pares por caja deben ser un número entero entre 1 y 100',
  adminVariantCreated: 'Variante agregada',
  adminVariantSaved: 'Variante guardada',
  adminVariantDeleted: 'Variante eliminada',
  adminStockQuantityInvalid: 'La cantidad de stock debe ser un número entero entre 0 y 1,000,000',
  adminStockOneQuantity: 'Este producto se vende por cajas o por unidades: envíe una sola cantidad, sin talla',
  adminStockSizeRequired: 'Este producto se vende por tallas: indique la talla de cada cantidad',
  adminStockSizeRepeated: 'Cada talla puede aparecer una sola vez',
  adminStockSizeUnknown: 'Una de las tallas no existe. Recargue la página e intente de nuevo.',
  adminStockChanged: (what: string, now: number | null) =>
    `El stock de ${what} cambió mientras lo editaba (ahora ${now === null ? 'no se ofrece' : now}). Revise y guarde de nuevo.`,
  adminStockSizesKept: (sizes: string[]) =>
    sizes.length === 1
      ? `Variante guardada. La talla ${sizes[0]} tiene pedidos en curso: quedó en 0 (agotada) en lugar de quitarse, para que sus unidades puedan volver si se cancela un pedido.`
      : `Variante guardada. Las tallas ${sizes.join(', ')} tienen pedidos en curso: quedaron en 0 (agotadas) en lugar de quitarse, para que sus unidades puedan volver si se cancela un pedido.`,
  adminStockTypeHasOrders: (orders: number) =>
    `No se puede cambiar el tipo de stock: ${orders} pedido(s) en curso de este producto salieron de su stock actual y, si se cancelan, sus unidades deben volver ahí. Cámbielo cuando esos pedidos estén entregados o cancelados.`,
  adminImageRequired: 'Seleccione una imagen para subir',
  adminImageUploaded: 'Imagen subida',
  adminImageDeleted: 'Imagen eliminada',
  adminImageNotFound: 'La imagen no existe',
  adminImagesOrderInvalid:
    'El nuevo orden debe incluir todas las imágenes de la variante, una vez cada una. Recargue la página e intente de nuevo.',
  adminImagesReordered: 'Orden de imágenes actualizado',
  // ---- brands, filter values, banners, brand publicity
  brandNameRequired: 'El nombre de la marca es obligatorio (máximo 80 caracteres)',
  brandLogoRequired: 'Suba el logo de la marca (una imagen JPG, PNG, WebP, GIF o SVG)',
  brandNotFound: 'La marca no existe',
  brandNameTaken: (name: string) => `Ya existe una marca llamada «${name}». Use otro nombre.`,
  brandInUse: (name: string, products: number) =>
    products === 1
      ? `No se puede eliminar la marca «${name}»: un producto la usa. Cambie primero la marca de ese producto.`
      : `No se puede eliminar la marca «${name}»: ${products} productos la usan. Cambie primero la marca de esos productos.`,
  brandCreated: 'Marca creada',
  brandUpdated: 'Marca actualizada',
  brandDeleted: 'Marca eliminada',
  filterGroupUnknown: 'El grupo de filtros no existe. Use categorías, géneros, materiales, tipos, tecnologías, usos, colores o tallas.',
  filterValueNameRequired: 'El nombre es obligatorio (máximo 60 caracteres)',
  filterValueNotFound: 'El valor no existe o ya fue eliminado',
  filterValueTaken: (name: string) => `Ya existe «${name}» en este grupo. Use otro nombre.`,
  /** `what` marks its plural ending with '(s)' ('producto(s)', 'fila(s) de stock'): one form is chosen by `count`. */
  filterValueInUse: (name: string, count: number, what: string) =>
    count === 1
      ? `No se puede eliminar «${name}»: lo usa 1 ${what.replaceAll('(s)', '')}. Cámbielo primero en ese registro.`
      : `No se puede eliminar «${name}»: lo usan ${count} ${what.replaceAll('(s)', 's')}. Cámbielo primero en esos registros.`,
  filterValueLinked: (name: string) => `No se puede eliminar «${name}»: otros registros (productos, stock o carritos) todavía lo usan.`,
  colorHexInvalid: 'El color debe ser un código hexadecimal como #1A2B3C',
  sizeOrderInvalid: 'El orden debe ser un número entero entre 0 y 9999',
  categoryUnitInvalid: 'Elija cómo se cuentan los productos de la categoría: Pares o Unidades',
  filterValueCreated: 'Valor agregado',
  filterValueUpdated: 'Valor actualizado',
  filterValueDeleted: 'Valor eliminado',
  bannerTypeInvalid: 'El tipo de banner debe ser imagen, video o inferior',
  bannerFileRequired: 'Seleccione el archivo del banner',
  bannerNotFound: 'El banner no existe o ya fue eliminado',
  bannerPatchEmpty: 'Indique qué cambiar: activo, posición o enlace',
  bannerCreated: 'Banner agregado',
  bannerUpdated: 'Banner actualizado',
  bannerDeleted: 'Banner eliminado',
  positionInvalid: 'La posición debe ser un número entero desde 0',
  publicityFileRequired: 'Seleccione la imagen de la publicidad',
  publicityNotFound: 'La publicidad no existe o ya fue eliminada',
  publicityPatchEmpty: 'Indique qué cambiar: si va en el pie de página (landing), la posición o la marca',
  landingInvalid: 'El valor de landing (fuera de la franja del pie de página) debe ser true o false',
  publicityCreated: 'Publicidad agregada',
  publicityUpdated: 'Publicidad actualizada',
  publicityDeleted: 'Publicidad eliminada',
  // ---- CSV import and export
  csvNotStorable: (column: string) =>
    `La columna ${column} tiene un carácter que no se puede guardar (carácter nulo): bórrelo de la celda y vuelva a intentar`,
  csvPriceTooHigh: (value: string, max: string) => `precio "${value}" es demasiado alto: el precio máximo es ${max}`,
  csvImportFailedAt: (from: number, to: number) =>
    `La importación falló al guardar las líneas ${from} a ${to} y no se cambió nada. Revise esas filas y vuelva a intentar.`,
  csvDryRunFlag: 'El parámetro dryRun debe ser 1 (validar sin cambios) o 0 (importar)',
  csvBodyExpected: 'Envíe el archivo CSV (tipo text/csv) en el cuerpo de la solicitud',
  csvEmpty: 'El archivo está vacío. Use como modelo el archivo de "Exportar catálogo (CSV)".',
  csvNoRows: 'El archivo solo tiene el encabezado: agregue al menos una fila de datos.',
  csvTooManyRows: (max: number) => `El archivo tiene más de ${max} filas: divídalo en varios archivos.`,
  csvUnreadable: (line: number) => `El archivo no se puede leer como CSV (línea ${line}): revise las comillas y separadores de esa línea.`,
  csvMissingColumns: (missing: string[], expected: string[]) =>
    `Faltan columnas en el encabezado (línea 1): ${missing.join(', ')}. El encabezado debe tener: ${expected.join(', ')}.`,
  csvDuplicateColumn: (name: string) => `La columna ${name} aparece dos veces en el encabezado (línea 1)`,
  csvTooManyCells: (cells: number, headers: number) =>
    `La fila tiene ${cells} columnas y el encabezado ${headers}: revise los separadores y las comillas`,
  csvRequired: (column: string) => `La columna ${column} es obligatoria`,
  csvTooLong: (column: string, max: number) => `La columna ${column} no puede tener más de ${max} caracteres`,
  csvUnknownLookup: (label: string, value: string) =>
    `No existe ${label} "${value}". La importación no crea valores nuevos: créelo primero en el administrador o corrija el nombre.`,
  csvBadProductId: (value: string) => `productid "${value}" no es un número válido`,
  csvUnknownProduct: (id: number) => `El producto ${id} no existe. Deje productid vacío para crear un producto nuevo.`,
  csvBadStockType: (value: string) =>
    `tipo_stock "${value}" no es válido: use BOXES (por cajas enteras), UNITS (por caja o media caja) o SIZES (por talla)`,
  csvBadUnitsPerBox: (value: string, max: number) =>
    `pares_por_caja "${value}" no es válido: debe ser un número entero de 1 a ${max} (o vacío para no cambiarlo)`,
  csvBadFlag: (column: string, value: string) => `${column} "${value}" no es válido: use sí o no`,
  csvBadPrice: (value: string) => `precio "${value}" no es un número válido: escriba dólares con dos decimales, por ejemplo 39.90`,
  csvPricePositive: 'El precio debe ser mayor a 0',
  csvBadDiscount: (value: string) => `descuento "${value}" no es válido: debe ser un número entero de 0 a 100`,
  csvBadStock: (value: string) => `stock "${value}" no es válido: debe ser un número entero`,
  csvNegativeStock: 'El stock no puede ser negativo',
  csvSizeRequired: 'Los productos SIZES necesitan la talla en cada fila con stock',
  csvSizeNotAllowed: (stockType: string) => `Los productos ${stockType} no llevan talla: deje vacía la columna talla`,
  csvDuplicateRow: (code: string, size: string, line: number) =>
    size ? `El código ${code} con talla ${size} ya aparece en la línea ${line}` : `El código ${code} ya aparece en la línea ${line}`,
  csvProductDiffers: (column: string, line: number) =>
    `Los datos del producto no coinciden con los de la línea ${line} (columna ${column}): todas las filas de un producto deben tener los mismos datos`,
  csvVariantDiffers: (code: string, column: string, line: number) =>
    `La variante ${code} tiene en la columna ${column} otro valor que en la línea ${line}`,
  csvStockTypeChange: (id: number, from: string, to: string) =>
    `El producto ${id} es ${from}: su tipo de stock no se puede cambiar a ${to} desde el archivo`,
  csvBadCode: (code: string) =>
    `El código "${code}" no es válido: use letras, números, guion, punto o barra, sin espacios (hasta 40 caracteres)`,
  csvCodeOtherProduct: (code: string, id: number) => `El código ${code} ya pertenece al producto ${id}: escriba ${id} en productid`,
  csvDryRunOk: 'Validación terminada: el archivo es correcto. No se cambió nada.',
  csvDryRunErrors: (rows: number) => `Validación terminada: ${rows === 1 ? '1 fila' : `${rows} filas`} con errores. No se cambió nada.`,
  csvRejected: (rows: number) =>
    `El archivo tiene ${rows === 1 ? '1 fila' : `${rows} filas`} con errores: no se importó nada. Corríjalas y vuelva a intentar.`,
  csvImportStarted: 'Importación en curso',
  csvImportDone: 'Importación terminada',
  csvImportFailed: 'La importación falló y no se cambió nada. Intente de nuevo.',
  csvImportInterrupted: (times: number) =>
    `La importación se interrumpió ${times} veces y se detuvo: revise el archivo e inténtelo de nuevo.`,
  csvImportBusy: 'Ya hay una importación en curso. Espere a que termine e intente de nuevo.',
  csvJobNotFound: 'La importación no existe o ya expiró',
} as const;

export const ADMIN_MSG = {
  ...CORE_ADMIN_MSG,
  ...PAYMENTS_ADMIN_MSG,
  ...PRICE_LISTS_ADMIN_MSG,
  ...CREDIT_ADMIN_MSG,
  ...DOCUMENTS_ADMIN_MSG,
  ...INVOICES_ADMIN_MSG,
  ...MAIL_ADMIN_MSG,
  ...STAFF_ADMIN_MSG,
  ...BANNERS_ADMIN_MSG,
  ...SIZE_RUN_ADMIN_MSG,
  ...ORDERS_ADMIN_MSG,
  ...QUOTES_ADMIN_MSG,
} as const;
