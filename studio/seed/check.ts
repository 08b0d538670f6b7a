/** `npm run seed:check`: validates the bundled dataset against the schema; exits 1 on any problem. */
import { loadDataset } from '../../lib/content/embedded/load'
import { validateDataset } from './validate'

async function main() {
  const documents = loadDataset()
  const problems = await validateDataset(documents)
  for (const problem of problems) console.error(`${problem.id} ${problem.path}: ${problem.message}`)
  console.log(`${documents.length} documents checked, ${problems.length} problem(s).`)
  process.exitCode = problems.length === 0 ? 0 : 1
}

void main()
