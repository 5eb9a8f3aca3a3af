/** A local stand-in for an outside service, started before the builds and stopped after the last test. */
export interface RunningServer {
  name: string;
  stop(): Promise<void>;
}
