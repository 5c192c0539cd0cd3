import { readdir, readFile, readlink } from 'node:fs/promises';

/**
 * The process listening on a TCP port on this machine, when Linux lets us see it: the socket's
 * inode from /proc/net/tcp and tcp6, then the process whose open files include that socket. Only
 * processes of this user (or every one, as root) show their files, so the answer may be unknown;
 * it is a hint for a message, never a decision.
 */
export async function portHolder(port: number): Promise<{ pid: number; name: string } | undefined> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await readFile(table, 'utf8').catch(() => '');
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEX_IP:HEX_PORT; state 0A is LISTEN; the inode is the tenth field.
      const local = fields[1]?.split(':')[1];
      if (local && Number.parseInt(local, 16) === port && fields[3] === '0A' && fields[9]) inodes.add(fields[9]);
    }
  }
  if (inodes.size === 0) return undefined;
  const pids = (await readdir('/proc').catch(() => [] as string[])).filter((name) => /^\d+$/.test(name));
  for (const pid of pids) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      const link = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
      if (inode && inodes.has(inode)) {
        const name = (await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '?')).trim();
        return { pid: Number(pid), name };
      }
    }
  }
  return undefined;
}
