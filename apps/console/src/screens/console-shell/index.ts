export { ConsoleShell, NothingToDo, type ConsoleShellProps, type ShellOperator } from './console-shell.tsx'
