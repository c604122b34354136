// Spanish texts of the profile screen (spec 002 "userpanel/profile"). The heading and the name
// messages are the spec's; dialog titles, labels and buttons fill what the spec leaves open.
import { LOGIN_TEXTS } from '@storefront/domain';

export const PROFILE_TEXTS = {
  title: 'Mis Datos',
  loading: 'Cargando tus datos',
  loadError: 'No pudimos cargar tus datos. Por favor, vuelve a intentarlo.',
  retry: 'Reintentar',
  personalCard: 'Datos personales',
  email: 'Correo electrónico',
  name: 'Nombre',
  lastName: 'Apellido',
  rut: 'Rut',
  phone: 'Teléfono',
  companyCard: 'Datos de empresa',
  companyRut: 'Rut empresa',
  address: 'Dirección',
  notSet: 'Sin registrar',
  edit: 'Editar',
  editName: 'Editar nombre',
  editRut: 'Editar rut',
  editPhone: 'Editar teléfono',
  editCompany: 'Editar datos de empresa',
  save: 'Guardar',
  cancel: 'Cancelar',
  saved: 'Datos actualizados',
  saveError: LOGIN_TEXTS.registrationFailed,
} as const;
