/**
 * User-facing Spanish messages. docs/product.md §5 and §8 give the exact wording where they have it; each
 * feature added later keeps its own in messages/<feature>.ts, spread in here (the web translates them all).
 */

import { ALERTS_MSG } from './messages/alerts.ts';
import { BRANCHES_MSG } from './messages/branches.ts';
import { BUYING_MSG } from './messages/buying.ts';
import { CATALOG_MSG } from './messages/catalog.ts';
import { COMPANY_MSG } from './messages/company.ts';
import { CONNECTION_MSG } from './messages/connection.ts';
import { CREDIT_MSG } from './messages/credit.ts';
import { DOCUMENTS_MSG } from './messages/documents.ts';
import { INVOICES_MSG } from './messages/invoices.ts';
import { OPERATIONS_MSG } from './messages/operations.ts';
import { PAYMENTS_MSG } from './messages/payments.ts';
import { QUOTES_MSG } from './messages/quotes.ts';
import { SEARCH_MSG } from './messages/search.ts';
import { STAFF_MSG } from './messages/staff.ts';
import { STOCK_MSG } from './messages/stock.ts';

const CORE_MSG = {
  required: 'Este campo es requerido',
  validCi: 'Ingrese una cédula (10 dígitos) o un RUC (13 dígitos) válido',
  ciDigits: 'La cédula o RUC debe tener solo números, de 10 a 13 dígitos',
  ciRequired: 'El RUC o cédula es obligatorio',
  nameRequired: 'El nombre es obligatorio',
  lastnameRequired: 'El apellido es obligatorio',
  companyRequired: 'El nombre de la empresa es obligatorio',
  companyMax: 'El nombre de la empresa no puede tener más de 100 caracteres',
  emailRequired: 'El correo electrónico es obligatorio',
  emailInvalid: 'Debe ingresar un email válido',
  provinceCity: '¡La provincia y la ciudad son obligatorias!',
  provinceUnknown: 'La provincia seleccionada no existe',
  cityUnknown: 'La ciudad no pertenece a la provincia seleccionada',
  addressRequired: 'La dirección es obligatoria',
  phoneRequired: 'El celular es obligatorio',
  phoneInvalid: 'Ingrese un número de teléfono válido',
  passwordRequired: 'La contraseña es obligatoria',
  passwordMin: '¡Mínimo 6 caracteres!',
  confirmRequired: 'La confirmación de la contraseña es obligatoria',
  passwordsMatch: 'Las contraseñas no coinciden',
  filesMin: 'Debe subir al menos un archivo con la información de RUC, Cédula y Referencia Bancaria',
  filesMax: 'Solo se permite subir 5 archivos',
  fileTooBig: (name: string) => `El archivo ${name} excede el tamaño permitido`,
  fileNotPdf: (name: string) => `El archivo ${name} no es un archivo PDF`,
  registered: 'Registro recibido. Su cuenta está pendiente de aprobación: le avisaremos por correo en unas horas.',
  ciTaken: 'Ya existe una cuenta registrada con esta cédula o RUC',
  emailTaken: 'Ya existe una cuenta registrada con este correo electrónico',
  loginRequired: 'El correo y la contraseña son obligatorios',
  loginInvalid: 'Correo o contraseña incorrectos',
  loginOk: 'Bienvenido',
  accountPending: 'Su cuenta está pendiente de aprobación. Le avisaremos por correo cuando pueda ingresar.',
  accountRejected: 'Su solicitud de registro fue rechazada. Comuníquese con nosotros para más información.',
  accountDisabled: 'Su cuenta está deshabilitada. Comuníquese con nosotros.',
  forbidden: 'No tiene permiso para realizar esta acción',
  loggedOut: 'Sesión cerrada',
  /** the page cookie given again to a session that had none (decision 033) */
  pageSessionSet: 'Sesión lista',
  resetEmailRequired: "El campo 'email' es requerido",
  resetSent: 'Si el correo está registrado, le enviamos un enlace para restablecer su contraseña. Revise su bandeja de entrada.',
  resetPasswordRequired: "El campo 'password' es requerido",
  resetPasswordMin: 'Debe ingresar al menos 6 caracteres',
  resetInvalid: 'El enlace para restablecer la contraseña no es válido o ha expirado. Solicite uno nuevo.',
  resetOk: 'Su contraseña fue actualizada. Ya puede iniciar sesión.',
  changePasswordMin: 'La contraseña debe tener mínimo 6 caracteres',
  currentPasswordWrong: 'La contraseña actual no es correcta',
  currentPasswordRequired: 'Ingrese su contraseña actual',
  newPasswordSame: 'La nueva contraseña debe ser distinta de la actual',
  passwordChanged: 'Contraseña actualizada correctamente',
  profileUpdated: 'Datos actualizados correctamente',
  contactEmailInvalid: 'Correo inválido',
  contactSent: 'Gracias por escribirnos. Le responderemos a la brevedad.',
  variantNotFound: 'La variante del producto no existe',
  sizeRequired: 'Debe seleccionar una talla',
  sizeNotFound: 'La talla seleccionada no está disponible para este producto',
  addedToCart: 'Producto agregado al carrito',
  cartUpdated: 'Cantidad actualizada',
  cartLineNotFound: 'El producto no está en su carrito',
  removedFromCart: 'Producto eliminado del carrito',
  emptyCart: 'No hay productos en el carrito de compras',
  discountInvalid: 'El código de descuento no es válido o ha expirado',
  saleCreated: 'Su orden fue recibida. Le enviaremos la confirmación por correo.',
  saleStockChanged: (code: string) =>
    `La cantidad solicitada es mayor al stock disponible para ${code}. Ajuste su carrito e intente de nuevo.`,
  productOffSale: (code: string) => `El producto ${code} ya no está a la venta. Retírelo del carrito para continuar.`,
  ordersProcessed: 'Compra confirmada ✅',
  orderMailFailed: 'Su orden está registrada, pero no pudimos enviar la confirmación por correo. Intente de nuevo en unos minutos.',
  noOrdersToProcess: 'No hay órdenes pendientes de confirmar',
  saleNotFound: 'La orden no existe',
  notFound: 'Recurso no encontrado',
  idInvalid: 'El identificador no es válido',
  routeNotFound: 'La ruta solicitada no existe',
  badRequest: 'La solicitud no es válida',
  tooManyRequests: 'Demasiados intentos. Espere un momento e intente de nuevo.',
  serverError: 'Ocurrió un error en el servidor. Intente de nuevo más tarde.',
  unavailable: 'El servicio no está disponible en este momento',
  bodyTooLarge: 'La solicitud es demasiado grande',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido',
  multipartExpected: 'El formulario debe enviarse como multipart/form-data',
  oneFileOnly: 'Suba un solo archivo a la vez',
  notAnImage: (name: string) => `El archivo ${name} no es una imagen válida (JPG, PNG, WebP, GIF o SVG)`,
  notAVideo: (name: string) => `El archivo ${name} no es un video válido (MP4 o WebM)`,
} as const;

export const MSG = {
  ...CORE_MSG,
  ...CONNECTION_MSG,
  ...CATALOG_MSG,
  ...STOCK_MSG,
  ...BUYING_MSG,
  ...PAYMENTS_MSG,
  ...CREDIT_MSG,
  ...DOCUMENTS_MSG,
  ...INVOICES_MSG,
  ...ALERTS_MSG,
  ...SEARCH_MSG,
  ...OPERATIONS_MSG,
  ...STAFF_MSG,
  ...BRANCHES_MSG,
  ...COMPANY_MSG,
  ...QUOTES_MSG,
} as const;
