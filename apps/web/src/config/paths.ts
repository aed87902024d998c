/** Every screen's address (SPEC §2, DESIGN §9), so links never spell a path twice. */
export const paths = {
  start: '/',
  login: '/login',
  register: '/register',
  search: '/search',
  audit: '/audit',
  product: '/product',
  productById: (id: string) => `/product/${encodeURIComponent(id)}`,
  redirect: '/redirect',
  admin: '/admin',
} as const;
