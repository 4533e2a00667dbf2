/** A story's globals for the phone viewport (375 px, `.storybook/preview.tsx`): `{ ...Story, globals: phone }`. */
export const phone = { viewport: { value: 'phone', isRotated: false } };
