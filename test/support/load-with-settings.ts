/**
 * Modules loaded afresh with these settings in the environment, as a server started with them would load them
 * (lib/env.ts reads the environment once, as it is imported). An undefined setting is left unset.
 */
export async function loadWithSettings<T>(settings: Record<string, string | undefined>, load: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(settings);
  try {
    let loaded!: T;
    await jest.isolateModulesAsync(async () => {
      loaded = await load();
    });
    return loaded;
  } finally {
    apply(saved);
  }
}
