// The two functions of React's Flight client (as Next compiles it) that bench/lib/visitor.ts calls a server action
// with, as a page does: Next ships no types for its compiled copy.
declare module 'next/dist/compiled/react-server-dom-turbopack/cjs/react-server-dom-turbopack-client.edge.production.js' {
  export function encodeReply(value: unknown): Promise<string | FormData>
  export function createFromReadableStream<T>(
    stream: ReadableStream<Uint8Array>,
    options: { serverConsumerManifest: { moduleMap: object; serverModuleMap: null; moduleLoading: null } },
  ): Promise<T>
}
