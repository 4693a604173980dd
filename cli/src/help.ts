/**
 * The command list of `rentals --help`, made from commander's own definitions (each command's
 * name, arguments, options and description), so it cannot drift from what the commands take.
 */
import type { Command, Option } from 'commander';

/** Options every command has, left out of the one-line synopsis. */
const COMMON = new Set(['--json', '--help']);

function optionText(o: Option): string {
  const flag = o.long ?? o.short ?? o.flags;
  const value = o.required ? ' <value>' : o.optional ? ' [value]' : '';
  const named = /<[^>]+>|\[[^\]]+\]/.exec(o.flags)?.[0];
  const text = `${flag}${named ? ` ${named}` : value}`;
  return o.mandatory ? text : `[${text}]`;
}

function synopsis(path: string, cmd: Command): string {
  const args = cmd.registeredArguments.map((a) => (a.required ? `<${a.name()}>` : `[${a.name()}]`));
  const options = cmd.options.filter((o) => !o.hidden && !COMMON.has(o.long ?? '')).map(optionText);
  return [`rentals ${path}`, ...args, ...options].join(' ');
}

/** One entry per command that runs something: its synopsis, then its description. */
export function commandList(program: Command, indent = '  '): string {
  const lines: string[] = [];
  const walk = (cmd: Command, prefix: string) => {
    for (const sub of cmd.commands) {
      if (sub.name() === 'help') continue;
      const path = prefix ? `${prefix} ${sub.name()}` : sub.name();
      if (sub.commands.length > 0) walk(sub, path);
      else lines.push(`${indent}${synopsis(path, sub)}`, `${indent}    ${sub.summary() || sub.description()}`);
    }
  };
  walk(program, '');
  return lines.join('\n');
}
