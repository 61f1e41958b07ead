// The bundler takes the stylesheet; TypeScript only needs to know the import is allowed.
declare module '*.css'
