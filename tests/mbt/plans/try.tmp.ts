import { intakePlans } from './intakePlans';
import { markdownOf } from './write';
console.log(markdownOf(intakePlans((process.argv[2] ?? 'miniFlow') as never)));
