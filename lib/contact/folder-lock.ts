import { randomBytes } from 'node:crypto';
import { lstat, lutimes, readlink, symlink, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';

interface LockOwner {
  token: string;
  pid: number;
  host: string;
}

interface FolderLockOptions {
  /** A lock not refreshed for this long is taken over, even if its process seems alive (its pid may be reused). */
  staleMs: number;
}

// A symbolic link: making one is atomic and needs no data block, so even a full disk can be locked.
export class FolderLock {
  private readonly me: LockOwner = { token: randomBytes(6).toString('hex'), pid: process.pid, host: hostname() };
  private held = false;

  constructor(
    readonly file: string,
    private readonly options: FolderLockOptions,
  ) {}

  get isHeld(): boolean {
    return this.held;
  }

  async acquire(): Promise<boolean> {
    if (this.held) return this.refresh();
    if (await this.create()) return (this.held = true);
    const seen = await this.read();
    if (seen === undefined || !(await this.isStale(seen.owner, seen.mtimeMs))) return false;
    // Broken under a second lock, so a stale lock replaced meanwhile is never taken from its new, live owner.
    const breaking = new FolderLock(`${this.file}.breaking`, this.options);
    if (!(await breaking.acquire())) return false;
    try {
      const again = await this.read();
      if (again !== undefined) {
        if (again.owner?.token !== seen.owner?.token || !(await this.isStale(again.owner, again.mtimeMs))) return false;
        await unlink(this.file).catch(() => undefined);
      }
      return (this.held = await this.create());
    } finally {
      await breaking.release();
    }
  }

  async refresh(): Promise<boolean> {
    if (!this.held) return false;
    const owner = await readOwner(this.file);
    if (owner?.token !== this.me.token) return (this.held = false);
    const at = new Date();
    await lutimes(this.file, at, at).catch(() => undefined);
    return true;
  }

  async release(): Promise<void> {
    if (!this.held) return;
    this.held = false;
    if ((await readOwner(this.file))?.token === this.me.token) await unlink(this.file).catch(() => undefined);
  }

  private async create(): Promise<boolean> {
    try {
      await symlink(`${this.me.token} ${this.me.pid} ${this.me.host}`, this.file);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }

  private async read(): Promise<{ owner: LockOwner | undefined; mtimeMs: number } | undefined> {
    try {
      const { mtimeMs } = await lstat(this.file);
      return { owner: await readOwner(this.file), mtimeMs };
    } catch {
      return undefined;
    }
  }

  private async isStale(owner: LockOwner | undefined, mtimeMs: number): Promise<boolean> {
    if (Date.now() - mtimeMs > this.options.staleMs) return true;
    if (!owner || owner.host !== this.me.host) return false;
    return !processIsAlive(owner.pid);
  }
}

async function readOwner(file: string): Promise<LockOwner | undefined> {
  return parseOwner(await readlink(file).catch(() => ''));
}

function parseOwner(target: string): LockOwner | undefined {
  const [token, pid, host] = target.split(' ');
  return token && pid && host && /^\d+$/.test(pid) ? { token, pid: Number(pid), host } : undefined;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
