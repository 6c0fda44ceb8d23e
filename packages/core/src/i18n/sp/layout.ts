import type { Messages } from '../en';

/** Spanish `layout` messages, one namespace of `sp` (../sp.ts), typed against English's. */
export const layout: Messages['layout'] = {
  close: 'Cerrar la configuración del diseño',
  layoutMode: {
    dark: 'Oscuro',
    label: 'Modo de color',
    light: 'Claro',
  },
  layoutType: {
    horizontal: 'Horizontal',
    label: 'Diseño',
    vertical: 'Vertical',
  },
  layoutWidth: {
    boxed: 'Encajado',
    fluid: 'Fluido',
    label: 'Ancho',
    scrollable: 'Desplazable',
  },
  open: 'Abrir la configuración del diseño',
  preloader: 'Mostrar el precargador',
  reset: 'Restaurar los valores predeterminados',
  sidebarImage: {
    img1: 'Imagen 1',
    img2: 'Imagen 2',
    img3: 'Imagen 3',
    img4: 'Imagen 4',
    label: 'Imagen de la barra lateral',
    none: 'Ninguna',
  },
  sidebarTheme: {
    colored: 'De color',
    dark: 'Oscuro',
    greatwhale: 'Gran ballena',
    label: 'Color de la barra lateral',
    ladylip: 'Labio rosa',
    light: 'Claro',
    plumplate: 'Ciruela',
    strongbliss: 'Dicha intensa',
    winter: 'Invierno',
  },
  sidebarType: {
    compact: 'Compacta',
    condensed: 'Condensada',
    default: 'Predeterminada',
    icon: 'Iconos',
    label: 'Tipo de barra lateral',
  },
  title: 'Configuración del diseño',
  topbarTheme: {
    colored: 'De color',
    dark: 'Oscuro',
    label: 'Color de la barra superior',
    light: 'Claro',
  },
};
