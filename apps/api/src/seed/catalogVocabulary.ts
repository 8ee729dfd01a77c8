// Vocabulary of the catalog seed: role families (a pool each, with translated names and job
// titles), real cities by country, and description sentences per language. Plain data; the
// generator (catalogSeed.ts) picks from it deterministically.

/** Languages the vocabulary is written in; other tenant languages fall back to English. */
export const SEED_LANGUAGES = ['en', 'de', 'fr', 'nl', 'uk'] as const;
export type SeedLanguage = (typeof SEED_LANGUAGES)[number];

/** Text in every seed language. */
export type Translated = Readonly<Record<SeedLanguage, string>>;

/** A family of roles: one pool, its job titles and typical rates and hours. */
export interface RoleFamily {
  /** Pool key (also the pool's description message id suffix). */
  readonly key: string;
  /** CMS category slugs this family belongs under, best first; none fits → an orphan pool. */
  readonly categories: readonly string[];
  readonly pool: Translated;
  /** What the pool's members are called ("Java developer"). */
  readonly verbiage: Translated;
  readonly titles: readonly Translated[];
  readonly skills: readonly string[];
  /** Hourly rate range in EUR. */
  readonly rate: readonly [number, number];
}

export const ROLE_FAMILIES: readonly RoleFamily[] = [
  {
    key: 'javaDevelopers',
    categories: ['software-development', 'it-support'],
    pool: {
      en: 'Java Developers',
      de: 'Java-Entwickler',
      fr: 'Développeurs Java',
      nl: 'Java-ontwikkelaars',
      uk: 'Java-розробники',
    },
    verbiage: {
      en: 'Java developer',
      de: 'Java-Entwickler',
      fr: 'développeur Java',
      nl: 'Java-ontwikkelaar',
      uk: 'Java-розробник',
    },
    titles: [
      {
        en: 'Java Developer',
        de: 'Java-Entwickler',
        fr: 'Développeur Java',
        nl: 'Java-ontwikkelaar',
        uk: 'Java-розробник',
      },
      {
        en: 'Backend Developer Java/Spring',
        de: 'Backend-Entwickler Java/Spring',
        fr: 'Développeur backend Java/Spring',
        nl: 'Backend-ontwikkelaar Java/Spring',
        uk: 'Backend-розробник Java/Spring',
      },
    ],
    skills: ['Java', 'Spring Boot', 'Kafka', 'PostgreSQL', 'Kubernetes', 'REST'],
    rate: [65, 110],
  },
  {
    key: 'frontendDevelopers',
    categories: ['software-development'],
    pool: {
      en: 'Frontend Developers',
      de: 'Frontend-Entwickler',
      fr: 'Développeurs front-end',
      nl: 'Frontend-ontwikkelaars',
      uk: 'Frontend-розробники',
    },
    verbiage: {
      en: 'frontend developer',
      de: 'Frontend-Entwickler',
      fr: 'développeur front-end',
      nl: 'frontend-ontwikkelaar',
      uk: 'frontend-розробник',
    },
    titles: [
      {
        en: 'Frontend Developer React',
        de: 'Frontend-Entwickler React',
        fr: 'Développeur front-end React',
        nl: 'Frontend-ontwikkelaar React',
        uk: 'Frontend-розробник React',
      },
      {
        en: 'Full-Stack Developer TypeScript',
        de: 'Full-Stack-Entwickler TypeScript',
        fr: 'Développeur full-stack TypeScript',
        nl: 'Full-stack ontwikkelaar TypeScript',
        uk: 'Full-stack розробник TypeScript',
      },
    ],
    skills: ['TypeScript', 'React', 'Vite', 'accessibility', 'CSS', 'Playwright'],
    rate: [60, 105],
  },
  {
    key: 'devopsEngineers',
    categories: ['software-development', 'data-engineering', 'it-support'],
    pool: {
      en: 'DevOps Engineers',
      de: 'DevOps-Engineers',
      fr: 'Ingénieurs DevOps',
      nl: 'DevOps-engineers',
      uk: 'DevOps-інженери',
    },
    verbiage: {
      en: 'DevOps engineer',
      de: 'DevOps-Engineer',
      fr: 'ingénieur DevOps',
      nl: 'DevOps-engineer',
      uk: 'DevOps-інженер',
    },
    titles: [
      {
        en: 'DevOps Engineer',
        de: 'DevOps-Engineer',
        fr: 'Ingénieur DevOps',
        nl: 'DevOps-engineer',
        uk: 'DevOps-інженер',
      },
      {
        en: 'Cloud Platform Engineer',
        de: 'Cloud-Plattform-Ingenieur',
        fr: 'Ingénieur plateforme cloud',
        nl: 'Cloud-platformengineer',
        uk: 'Інженер хмарної платформи',
      },
    ],
    skills: ['Terraform', 'Kubernetes', 'AWS', 'Azure', 'GitLab CI', 'Linux'],
    rate: [70, 120],
  },
  {
    key: 'dataEngineers',
    categories: ['data-engineering', 'software-development'],
    pool: {
      en: 'Data Engineers',
      de: 'Data Engineers',
      fr: 'Ingénieurs de données',
      nl: 'Data-engineers',
      uk: 'Інженери даних',
    },
    verbiage: {
      en: 'data engineer',
      de: 'Data Engineer',
      fr: 'ingénieur de données',
      nl: 'data-engineer',
      uk: 'інженер даних',
    },
    titles: [
      {
        en: 'Data Engineer',
        de: 'Data Engineer',
        fr: 'Ingénieur de données',
        nl: 'Data-engineer',
        uk: 'Інженер даних',
      },
      {
        en: 'Data Pipeline Developer',
        de: 'Entwickler für Datenpipelines',
        fr: 'Développeur de pipelines de données',
        nl: 'Ontwikkelaar datapijplijnen',
        uk: 'Розробник конвеєрів даних',
      },
    ],
    skills: ['Python', 'Spark', 'Airflow', 'dbt', 'SQL', 'Snowflake'],
    rate: [70, 115],
  },
  {
    key: 'dataAnalysts',
    categories: ['data-engineering', 'finance'],
    pool: {
      en: 'Data Analysts',
      de: 'Datenanalysten',
      fr: 'Analystes de données',
      nl: 'Data-analisten',
      uk: 'Аналітики даних',
    },
    verbiage: {
      en: 'data analyst',
      de: 'Datenanalyst',
      fr: 'analyste de données',
      nl: 'data-analist',
      uk: 'аналітик даних',
    },
    titles: [
      { en: 'Data Analyst', de: 'Datenanalyst', fr: 'Analyste de données', nl: 'Data-analist', uk: 'Аналітик даних' },
      {
        en: 'Business Intelligence Analyst',
        de: 'Business-Intelligence-Analyst',
        fr: 'Analyste business intelligence',
        nl: 'Business-intelligence-analist',
        uk: 'Аналітик бізнес-аналітики',
      },
    ],
    skills: ['SQL', 'Power BI', 'Tableau', 'Excel', 'Python', 'statistics'],
    rate: [50, 90],
  },
  {
    key: 'itSupport',
    categories: ['it-support'],
    pool: {
      en: 'IT Support Specialists',
      de: 'IT-Support-Spezialisten',
      fr: 'Techniciens support informatique',
      nl: 'IT-supportspecialisten',
      uk: 'Фахівці ІТ-підтримки',
    },
    verbiage: {
      en: 'IT support specialist',
      de: 'IT-Support-Spezialist',
      fr: 'technicien support',
      nl: 'IT-supportspecialist',
      uk: 'фахівець ІТ-підтримки',
    },
    titles: [
      {
        en: 'IT Support Specialist',
        de: 'IT-Support-Spezialist',
        fr: 'Technicien support informatique',
        nl: 'IT-supportspecialist',
        uk: 'Фахівець ІТ-підтримки',
      },
      {
        en: 'Service Desk Analyst',
        de: 'Service-Desk-Mitarbeiter',
        fr: 'Analyste service desk',
        nl: 'Servicedesk-medewerker',
        uk: 'Аналітик служби підтримки',
      },
    ],
    skills: ['Windows', 'Microsoft 365', 'ITIL', 'Active Directory', 'ServiceNow', 'hardware'],
    rate: [35, 60],
  },
  {
    key: 'networkAdministrators',
    categories: ['it-support', 'engineering'],
    pool: {
      en: 'Network Administrators',
      de: 'Netzwerkadministratoren',
      fr: 'Administrateurs réseau',
      nl: 'Netwerkbeheerders',
      uk: 'Мережеві адміністратори',
    },
    verbiage: {
      en: 'network administrator',
      de: 'Netzwerkadministrator',
      fr: 'administrateur réseau',
      nl: 'netwerkbeheerder',
      uk: 'мережевий адміністратор',
    },
    titles: [
      {
        en: 'Network Administrator',
        de: 'Netzwerkadministrator',
        fr: 'Administrateur réseau',
        nl: 'Netwerkbeheerder',
        uk: 'Мережевий адміністратор',
      },
      {
        en: 'Network Security Engineer',
        de: 'Ingenieur für Netzwerksicherheit',
        fr: 'Ingénieur sécurité réseau',
        nl: 'Netwerkbeveiligingsengineer',
        uk: 'Інженер мережевої безпеки',
      },
    ],
    skills: ['Cisco', 'firewalls', 'VPN', 'routing', 'Wi-Fi', 'monitoring'],
    rate: [50, 90],
  },
  {
    key: 'mechanicalEngineers',
    categories: ['engineering'],
    pool: {
      en: 'Mechanical Engineers',
      de: 'Maschinenbauingenieure',
      fr: 'Ingénieurs mécaniques',
      nl: 'Werktuigbouwkundigen',
      uk: 'Інженери-механіки',
    },
    verbiage: {
      en: 'mechanical engineer',
      de: 'Maschinenbauingenieur',
      fr: 'ingénieur mécanique',
      nl: 'werktuigbouwkundige',
      uk: 'інженер-механік',
    },
    titles: [
      {
        en: 'Mechanical Design Engineer',
        de: 'Konstrukteur Maschinenbau',
        fr: 'Ingénieur conception mécanique',
        nl: 'Mechanisch ontwerper',
        uk: 'Інженер-конструктор',
      },
      {
        en: 'Test Engineer Mechanics',
        de: 'Versuchsingenieur Mechanik',
        fr: 'Ingénieur d’essais mécaniques',
        nl: 'Testengineer mechanica',
        uk: 'Інженер з випробувань',
      },
    ],
    skills: ['CATIA', 'SolidWorks', 'FEM', 'tolerances', 'prototyping', 'ISO 9001'],
    rate: [55, 95],
  },
  {
    key: 'electricalEngineers',
    categories: ['engineering'],
    pool: {
      en: 'Electrical Engineers',
      de: 'Elektroingenieure',
      fr: 'Ingénieurs électriciens',
      nl: 'Elektrotechnici',
      uk: 'Інженери-електрики',
    },
    verbiage: {
      en: 'electrical engineer',
      de: 'Elektroingenieur',
      fr: 'ingénieur électricien',
      nl: 'elektrotechnicus',
      uk: 'інженер-електрик',
    },
    titles: [
      {
        en: 'Electrical Engineer',
        de: 'Elektroingenieur',
        fr: 'Ingénieur électricien',
        nl: 'Elektrotechnisch ingenieur',
        uk: 'Інженер-електрик',
      },
      {
        en: 'Embedded Systems Engineer',
        de: 'Entwickler für eingebettete Systeme',
        fr: 'Ingénieur systèmes embarqués',
        nl: 'Embedded-systemsengineer',
        uk: 'Інженер вбудованих систем',
      },
    ],
    skills: ['PLC', 'EPLAN', 'C', 'circuit design', 'EMC', 'automation'],
    rate: [55, 100],
  },
  {
    key: 'projectManagers',
    categories: ['project-management'],
    pool: {
      en: 'Project Managers',
      de: 'Projektmanager',
      fr: 'Chefs de projet',
      nl: 'Projectmanagers',
      uk: 'Менеджери проєктів',
    },
    verbiage: {
      en: 'project manager',
      de: 'Projektmanager',
      fr: 'chef de projet',
      nl: 'projectmanager',
      uk: 'менеджер проєктів',
    },
    titles: [
      {
        en: 'IT Project Manager',
        de: 'IT-Projektmanager',
        fr: 'Chef de projet informatique',
        nl: 'IT-projectmanager',
        uk: 'ІТ-менеджер проєктів',
      },
      {
        en: 'Programme Manager',
        de: 'Programmmanager',
        fr: 'Directeur de programme',
        nl: 'Programmamanager',
        uk: 'Керівник програми',
      },
    ],
    skills: ['PRINCE2', 'PMP', 'stakeholder management', 'budgeting', 'risk management', 'Jira'],
    rate: [75, 130],
  },
  {
    key: 'agileCoaches',
    categories: ['project-management', 'software-development'],
    pool: {
      en: 'Scrum Masters and Agile Coaches',
      de: 'Scrum Master und Agile Coaches',
      fr: 'Scrum masters et coachs agiles',
      nl: 'Scrum masters en agile coaches',
      uk: 'Скрам-майстри та агайл-коучі',
    },
    verbiage: { en: 'Scrum Master', de: 'Scrum Master', fr: 'Scrum Master', nl: 'Scrum Master', uk: 'скрам-майстер' },
    titles: [
      { en: 'Scrum Master', de: 'Scrum Master', fr: 'Scrum Master', nl: 'Scrum Master', uk: 'Скрам-майстер' },
      { en: 'Agile Coach', de: 'Agile Coach', fr: 'Coach agile', nl: 'Agile coach', uk: 'Агайл-коуч' },
    ],
    skills: ['Scrum', 'Kanban', 'SAFe', 'facilitation', 'OKR', 'retrospectives'],
    rate: [70, 115],
  },
  {
    key: 'financialControllers',
    categories: ['finance'],
    pool: {
      en: 'Financial Controllers',
      de: 'Controller',
      fr: 'Contrôleurs de gestion',
      nl: 'Financial controllers',
      uk: 'Фінансові контролери',
    },
    verbiage: {
      en: 'financial controller',
      de: 'Controller',
      fr: 'contrôleur de gestion',
      nl: 'financial controller',
      uk: 'фінансовий контролер',
    },
    titles: [
      {
        en: 'Financial Controller',
        de: 'Controller',
        fr: 'Contrôleur de gestion',
        nl: 'Financial controller',
        uk: 'Фінансовий контролер',
      },
      {
        en: 'Interim Finance Manager',
        de: 'Interim-Finanzmanager',
        fr: 'Responsable financier intérimaire',
        nl: 'Interim financieel manager',
        uk: 'Тимчасовий фінансовий менеджер',
      },
    ],
    skills: ['IFRS', 'SAP FI/CO', 'forecasting', 'consolidation', 'reporting', 'Excel'],
    rate: [65, 120],
  },
  {
    key: 'accountants',
    categories: ['finance'],
    pool: { en: 'Accountants', de: 'Buchhalter', fr: 'Comptables', nl: 'Boekhouders', uk: 'Бухгалтери' },
    verbiage: { en: 'accountant', de: 'Buchhalter', fr: 'comptable', nl: 'boekhouder', uk: 'бухгалтер' },
    titles: [
      { en: 'Accountant', de: 'Buchhalter', fr: 'Comptable', nl: 'Boekhouder', uk: 'Бухгалтер' },
      {
        en: 'Payroll Accountant',
        de: 'Lohnbuchhalter',
        fr: 'Gestionnaire de paie',
        nl: 'Salarisadministrateur',
        uk: 'Бухгалтер з розрахунку зарплати',
      },
    ],
    skills: ['bookkeeping', 'VAT', 'DATEV', 'payroll', 'month-end closing', 'audits'],
    rate: [40, 75],
  },
  {
    key: 'supplyChainPlanners',
    categories: ['logistics'],
    pool: {
      en: 'Supply Chain Planners',
      de: 'Supply-Chain-Planer',
      fr: 'Planificateurs supply chain',
      nl: 'Supplychainplanners',
      uk: 'Планувальники ланцюгів постачання',
    },
    verbiage: {
      en: 'supply chain planner',
      de: 'Supply-Chain-Planer',
      fr: 'planificateur supply chain',
      nl: 'supplychainplanner',
      uk: 'планувальник постачання',
    },
    titles: [
      {
        en: 'Supply Chain Planner',
        de: 'Supply-Chain-Planer',
        fr: 'Planificateur supply chain',
        nl: 'Supplychainplanner',
        uk: 'Планувальник ланцюга постачання',
      },
      {
        en: 'Demand Planner',
        de: 'Bedarfsplaner',
        fr: 'Prévisionniste de la demande',
        nl: 'Demand planner',
        uk: 'Планувальник попиту',
      },
    ],
    skills: ['SAP MM', 'S&OP', 'forecasting', 'inventory', 'Incoterms', 'Excel'],
    rate: [45, 80],
  },
  {
    key: 'warehouseManagers',
    categories: ['logistics'],
    pool: {
      en: 'Warehouse and Transport',
      de: 'Lager und Transport',
      fr: 'Entrepôt et transport',
      nl: 'Magazijn en transport',
      uk: 'Склад і транспорт',
    },
    verbiage: {
      en: 'logistics specialist',
      de: 'Logistikspezialist',
      fr: 'spécialiste logistique',
      nl: 'logistiek specialist',
      uk: 'фахівець з логістики',
    },
    titles: [
      {
        en: 'Warehouse Manager',
        de: 'Lagerleiter',
        fr: 'Responsable d’entrepôt',
        nl: 'Magazijnmanager',
        uk: 'Керівник складу',
      },
      {
        en: 'Transport Planner',
        de: 'Disponent',
        fr: 'Planificateur transport',
        nl: 'Transportplanner',
        uk: 'Планувальник перевезень',
      },
    ],
    skills: ['WMS', 'route planning', 'forklift licence', 'lean', 'customs', 'team lead'],
    rate: [35, 65],
  },
  {
    key: 'uxDesigners',
    categories: [],
    pool: { en: 'UX Designers', de: 'UX-Designer', fr: 'Designers UX', nl: 'UX-ontwerpers', uk: 'UX-дизайнери' },
    verbiage: { en: 'UX designer', de: 'UX-Designer', fr: 'designer UX', nl: 'UX-ontwerper', uk: 'UX-дизайнер' },
    titles: [
      { en: 'UX Designer', de: 'UX-Designer', fr: 'Designer UX', nl: 'UX-ontwerper', uk: 'UX-дизайнер' },
      {
        en: 'Product Designer',
        de: 'Produktdesigner',
        fr: 'Designer produit',
        nl: 'Productontwerper',
        uk: 'Продуктовий дизайнер',
      },
    ],
    skills: ['Figma', 'user research', 'prototyping', 'design systems', 'usability testing', 'WCAG'],
    rate: [55, 95],
  },
  {
    key: 'technicalWriters',
    categories: [],
    pool: {
      en: 'Technical Writers',
      de: 'Technische Redakteure',
      fr: 'Rédacteurs techniques',
      nl: 'Technisch schrijvers',
      uk: 'Технічні письменники',
    },
    verbiage: {
      en: 'technical writer',
      de: 'Technischer Redakteur',
      fr: 'rédacteur technique',
      nl: 'technisch schrijver',
      uk: 'технічний письменник',
    },
    titles: [
      {
        en: 'Technical Writer',
        de: 'Technischer Redakteur',
        fr: 'Rédacteur technique',
        nl: 'Technisch schrijver',
        uk: 'Технічний письменник',
      },
      {
        en: 'Documentation Specialist',
        de: 'Dokumentationsspezialist',
        fr: 'Spécialiste documentation',
        nl: 'Documentatiespecialist',
        uk: 'Фахівець з документації',
      },
    ],
    skills: ['Markdown', 'DITA', 'API documentation', 'style guides', 'localisation', 'Git'],
    rate: [45, 80],
  },
];

/** Seniority words put before a title, per language (the first is "none"). */
export const SENIORITY: Readonly<Record<SeedLanguage, readonly string[]>> = {
  en: ['', 'Senior', 'Junior', 'Lead'],
  de: ['', 'Senior', 'Junior', 'Lead'],
  fr: ['', 'Senior', 'Junior', 'Lead'],
  nl: ['', 'Senior', 'Junior', 'Lead'],
  uk: ['', 'Старший', 'Молодший', 'Провідний'],
};

/** A seeded city: its name as the country writes it and its place id (GeoNames id; services/catalog/places.ts). */
export interface SeedCity {
  readonly name: string;
  /** Checked against the gazetteer by test/catalogSeed.test.ts, so the seed needs no gazetteer. */
  readonly placeId: number;
}

/** Real cities by country (ISO 3166-1 alpha-2), largest first, with their usual language. */
export const CITIES: Readonly<
  Record<string, { readonly language: SeedLanguage; readonly cities: readonly SeedCity[] }>
> = {
  DE: {
    language: 'de',
    cities: [
      { name: 'Berlin', placeId: 2950159 },
      { name: 'Hamburg', placeId: 2911298 },
      { name: 'München', placeId: 2867714 },
      { name: 'Köln', placeId: 2886242 },
      { name: 'Frankfurt am Main', placeId: 2925533 },
      { name: 'Stuttgart', placeId: 2825297 },
      { name: 'Düsseldorf', placeId: 2934246 },
      { name: 'Leipzig', placeId: 2879139 },
      { name: 'Dortmund', placeId: 2935517 },
      { name: 'Essen', placeId: 2928810 },
      { name: 'Bremen', placeId: 2944388 },
      { name: 'Dresden', placeId: 2935022 },
      { name: 'Hannover', placeId: 2910831 },
      { name: 'Nürnberg', placeId: 2861650 },
    ],
  },
  AT: {
    language: 'de',
    cities: [
      { name: 'Wien', placeId: 2761369 },
      { name: 'Graz', placeId: 2778067 },
      { name: 'Linz', placeId: 2772400 },
      { name: 'Salzburg', placeId: 2766824 },
      { name: 'Innsbruck', placeId: 2775220 },
    ],
  },
  CH: {
    language: 'de',
    cities: [
      { name: 'Zürich', placeId: 2657896 },
      { name: 'Genf', placeId: 2660646 },
      { name: 'Basel', placeId: 2661604 },
      { name: 'Bern', placeId: 2661552 },
      { name: 'Lausanne', placeId: 2659994 },
    ],
  },
  FR: {
    language: 'fr',
    cities: [
      { name: 'Paris', placeId: 2988507 },
      { name: 'Marseille', placeId: 2995469 },
      { name: 'Lyon', placeId: 2996944 },
      { name: 'Toulouse', placeId: 2972315 },
      { name: 'Nice', placeId: 2990440 },
      { name: 'Nantes', placeId: 2990969 },
      { name: 'Strasbourg', placeId: 2973783 },
      { name: 'Montpellier', placeId: 2992166 },
      { name: 'Bordeaux', placeId: 3031582 },
      { name: 'Lille', placeId: 2998324 },
    ],
  },
  BE: {
    language: 'fr',
    cities: [
      { name: 'Bruxelles', placeId: 2800866 },
      { name: 'Antwerpen', placeId: 2803138 },
      { name: 'Gent', placeId: 2797656 },
      { name: 'Charleroi', placeId: 2800481 },
      { name: 'Liège', placeId: 2792413 },
      { name: 'Brugge', placeId: 2800931 },
    ],
  },
  NL: {
    language: 'nl',
    cities: [
      { name: 'Amsterdam', placeId: 2759794 },
      { name: 'Rotterdam', placeId: 2747891 },
      { name: 'Den Haag', placeId: 2747373 },
      { name: 'Utrecht', placeId: 2745912 },
      { name: 'Eindhoven', placeId: 2756253 },
      { name: 'Groningen', placeId: 2755251 },
      { name: 'Tilburg', placeId: 2746301 },
    ],
  },
  UA: {
    language: 'uk',
    cities: [
      { name: 'Київ', placeId: 703448 },
      { name: 'Харків', placeId: 706483 },
      { name: 'Одеса', placeId: 698740 },
      { name: 'Дніпро', placeId: 709930 },
      { name: 'Львів', placeId: 702550 },
      { name: 'Запоріжжя', placeId: 687700 },
      { name: 'Вінниця', placeId: 689558 },
    ],
  },
  PL: {
    language: 'en',
    cities: [
      { name: 'Warszawa', placeId: 756135 },
      { name: 'Kraków', placeId: 3094802 },
      { name: 'Wrocław', placeId: 3081368 },
      { name: 'Łódź', placeId: 3093133 },
      { name: 'Poznań', placeId: 3088171 },
      { name: 'Gdańsk', placeId: 3099434 },
    ],
  },
  GB: {
    language: 'en',
    cities: [
      { name: 'London', placeId: 2643743 },
      { name: 'Manchester', placeId: 2643123 },
      { name: 'Birmingham', placeId: 2655603 },
      { name: 'Leeds', placeId: 2644688 },
      { name: 'Glasgow', placeId: 2648579 },
      { name: 'Edinburgh', placeId: 2650225 },
    ],
  },
};

/** Country to use for a tenant language when the tenant lists no preferred countries. */
export const LANGUAGE_COUNTRY: Readonly<Record<SeedLanguage, string>> = {
  en: 'GB',
  de: 'DE',
  fr: 'FR',
  nl: 'NL',
  uk: 'UA',
};

/** Euro → currency, roughly, to keep seeded rates plausible in every tenant currency. */
export const EUR_RATE: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1.08,
  GBP: 0.85,
  CHF: 0.95,
  PLN: 4.3,
  UAH: 45,
  SEK: 11.5,
  NOK: 11.7,
  DKK: 7.46,
  CZK: 25,
};

/** Job types and classes, per language. */
export const JOB_TYPES: Readonly<Record<SeedLanguage, readonly string[]>> = {
  en: ['Contract', 'Freelance', 'Temporary'],
  de: ['Freiberuflich', 'Befristet', 'Projekt'],
  fr: ['Freelance', 'Mission', 'Intérim'],
  nl: ['Freelance', 'Tijdelijk', 'Project'],
  uk: ['Контракт', 'Фриланс', 'Тимчасово'],
};

/**
 * Description sentences per language. Placeholders: {title}, {city}, {client}, {skills}, {hours},
 * {team}. The generator joins an opening, two to four body sentences and a closing.
 */
export const DESCRIPTIONS: Readonly<
  Record<
    SeedLanguage,
    { readonly opening: readonly string[]; readonly body: readonly string[]; readonly closing: readonly string[] }
  >
> = {
  en: {
    opening: [
      'For our client in {city} we are looking for an experienced {title}.',
      '{client} is hiring a {title} to strengthen a team of {team} people in {city}.',
      'A growing company in {city} needs a {title} for an ambitious project.',
    ],
    body: [
      'You will design, build and maintain solutions together with product owners and architects.',
      'You bring hands-on experience with {skills}.',
      'You plan your work independently and report progress to the project lead every week.',
      'The assignment is about {hours} hours per week, with flexible working hours.',
      'You take ownership of quality, documentation and knowledge transfer.',
      'You analyse requirements, estimate effort and deliver in short iterations.',
      'Good communication skills in English are required; other languages are a plus.',
    ],
    closing: [
      'Interested? Apply with your CV and your hourly rate.',
      'We look forward to receiving your application.',
      'Please apply soon: interviews start next week.',
    ],
  },
  de: {
    opening: [
      'Für unseren Kunden in {city} suchen wir einen erfahrenen {title}.',
      '{client} sucht einen {title} zur Verstärkung eines Teams von {team} Personen in {city}.',
      'Ein wachsendes Unternehmen in {city} benötigt einen {title} für ein anspruchsvolles Projekt.',
    ],
    body: [
      'Sie entwerfen, entwickeln und betreuen Lösungen gemeinsam mit Product Ownern und Architekten.',
      'Sie bringen praktische Erfahrung mit {skills} mit.',
      'Sie planen Ihre Arbeit selbstständig und berichten wöchentlich an die Projektleitung.',
      'Der Einsatz umfasst etwa {hours} Stunden pro Woche bei flexiblen Arbeitszeiten.',
      'Sie übernehmen Verantwortung für Qualität, Dokumentation und Wissenstransfer.',
      'Sie analysieren Anforderungen, schätzen Aufwände und liefern in kurzen Iterationen.',
      'Sehr gute Deutschkenntnisse sind erforderlich, Englisch ist von Vorteil.',
    ],
    closing: [
      'Interessiert? Bewerben Sie sich mit Ihrem Lebenslauf und Ihrem Stundensatz.',
      'Wir freuen uns auf Ihre Bewerbung.',
      'Bitte bewerben Sie sich zeitnah: Die Gespräche beginnen nächste Woche.',
    ],
  },
  fr: {
    opening: [
      'Pour notre client à {city}, nous recherchons un {title} expérimenté.',
      '{client} recrute un {title} pour renforcer une équipe de {team} personnes à {city}.',
      'Une entreprise en croissance à {city} a besoin d’un {title} pour un projet ambitieux.',
    ],
    body: [
      'Vous concevez, développez et maintenez des solutions avec les product owners et les architectes.',
      'Vous avez une expérience concrète de {skills}.',
      'Vous organisez votre travail en autonomie et rendez compte chaque semaine au chef de projet.',
      'La mission représente environ {hours} heures par semaine, avec des horaires flexibles.',
      'Vous êtes responsable de la qualité, de la documentation et du transfert de connaissances.',
      'Vous analysez les besoins, estimez les charges et livrez par itérations courtes.',
      'Une bonne maîtrise du français est requise ; l’anglais est un atout.',
    ],
    closing: [
      'Intéressé ? Postulez avec votre CV et votre taux horaire.',
      'Nous attendons votre candidature avec impatience.',
      'Postulez rapidement : les entretiens commencent la semaine prochaine.',
    ],
  },
  nl: {
    opening: [
      'Voor onze klant in {city} zoeken wij een ervaren {title}.',
      '{client} zoekt een {title} ter versterking van een team van {team} mensen in {city}.',
      'Een groeiend bedrijf in {city} heeft een {title} nodig voor een ambitieus project.',
    ],
    body: [
      'Je ontwerpt, bouwt en onderhoudt oplossingen samen met product owners en architecten.',
      'Je hebt praktische ervaring met {skills}.',
      'Je plant je werk zelfstandig en rapporteert wekelijks aan de projectleider.',
      'De opdracht beslaat ongeveer {hours} uur per week, met flexibele werktijden.',
      'Je bent verantwoordelijk voor kwaliteit, documentatie en kennisoverdracht.',
      'Je analyseert wensen, schat de inspanning in en levert in korte iteraties.',
      'Goede beheersing van het Nederlands is vereist; Engels is een pré.',
    ],
    closing: [
      'Interesse? Solliciteer met je cv en je uurtarief.',
      'We kijken uit naar je sollicitatie.',
      'Solliciteer snel: de gesprekken beginnen volgende week.',
    ],
  },
  uk: {
    opening: [
      'Для нашого клієнта в місті {city} ми шукаємо досвідченого фахівця: {title}.',
      '{client} шукає фахівця ({title}) до команди з {team} осіб у місті {city}.',
      'Компанія, що зростає, у місті {city} потребує фахівця ({title}) для амбітного проєкту.',
    ],
    body: [
      'Ви проєктуєте, розробляєте та підтримуєте рішення разом із власниками продукту та архітекторами.',
      'Ви маєте практичний досвід роботи з {skills}.',
      'Ви самостійно плануєте роботу та щотижня звітуєте керівнику проєкту.',
      'Обсяг роботи — близько {hours} годин на тиждень, гнучкий графік.',
      'Ви відповідаєте за якість, документацію та передавання знань.',
      'Ви аналізуєте вимоги, оцінюєте обсяг робіт і працюєте короткими ітераціями.',
      'Потрібне добре знання української мови; англійська буде перевагою.',
    ],
    closing: [
      'Зацікавлені? Надішліть своє резюме та погодинну ставку.',
      'Чекаємо на вашу заявку.',
      'Подавайте заявку якнайшвидше: співбесіди починаються наступного тижня.',
    ],
  },
};

/** Pre-application questions some projects ask, per language. */
export const QUESTIONS: Readonly<
  Record<
    SeedLanguage,
    {
      readonly availableFrom: string;
      readonly remoteOk: string;
      readonly experienceYears: string;
      readonly workPermit: string;
      readonly workPermitOptions: readonly [string, string, string];
      readonly motivation: string;
    }
  >
> = {
  en: {
    availableFrom: 'From when are you available?',
    remoteOk: 'Can you work on site at least two days a week?',
    experienceYears: 'How many years of relevant experience do you have?',
    workPermit: 'Do you hold a work permit for this country?',
    workPermitOptions: ['Yes', 'No', 'In progress'],
    motivation: 'Why are you a good fit for this project?',
  },
  de: {
    availableFrom: 'Ab wann sind Sie verfügbar?',
    remoteOk: 'Können Sie mindestens zwei Tage pro Woche vor Ort arbeiten?',
    experienceYears: 'Wie viele Jahre einschlägige Erfahrung haben Sie?',
    workPermit: 'Haben Sie eine Arbeitserlaubnis für dieses Land?',
    workPermitOptions: ['Ja', 'Nein', 'Beantragt'],
    motivation: 'Warum passen Sie gut zu diesem Projekt?',
  },
  fr: {
    availableFrom: 'À partir de quand êtes-vous disponible ?',
    remoteOk: 'Pouvez-vous travailler sur site au moins deux jours par semaine ?',
    experienceYears: 'Combien d’années d’expérience pertinente avez-vous ?',
    workPermit: 'Disposez-vous d’un permis de travail pour ce pays ?',
    workPermitOptions: ['Oui', 'Non', 'En cours'],
    motivation: 'Pourquoi êtes-vous la bonne personne pour ce projet ?',
  },
  nl: {
    availableFrom: 'Vanaf wanneer ben je beschikbaar?',
    remoteOk: 'Kun je minstens twee dagen per week op locatie werken?',
    experienceYears: 'Hoeveel jaar relevante ervaring heb je?',
    workPermit: 'Heb je een werkvergunning voor dit land?',
    workPermitOptions: ['Ja', 'Nee', 'Aangevraagd'],
    motivation: 'Waarom pas je goed bij dit project?',
  },
  uk: {
    availableFrom: 'З якої дати ви доступні?',
    remoteOk: 'Чи можете ви працювати в офісі щонайменше два дні на тиждень?',
    experienceYears: 'Скільки років релевантного досвіду ви маєте?',
    workPermit: 'Чи маєте ви дозвіл на роботу в цій країні?',
    workPermitOptions: ['Так', 'Ні', 'Оформлюється'],
    motivation: 'Чому ви підходите для цього проєкту?',
  },
};

/** The explanation next to a required security id, per language. */
export const SECURITY_ID_FAQ: Translated = {
  en: 'The client needs your security clearance number to present you. It has two letters and six digits, as on your clearance certificate.',
  de: 'Der Kunde benötigt Ihre Sicherheitsüberprüfungsnummer, um Sie vorzustellen. Sie besteht aus zwei Buchstaben und sechs Ziffern, wie auf Ihrem Bescheid.',
  fr: 'Le client a besoin de votre numéro d’habilitation de sécurité pour vous présenter. Il comporte deux lettres et six chiffres, comme sur votre attestation.',
  nl: 'De klant heeft je veiligheidsscreeningsnummer nodig om je voor te stellen. Het bestaat uit twee letters en zes cijfers, zoals op je verklaring.',
  uk: 'Клієнту потрібен номер вашого допуску, щоб представити вас. Він складається з двох літер і шести цифр, як у вашому посвідченні.',
};

/**
 * The vocabulary as the relevance set's judge reads it (`SeedVocabulary` of @talent/fixtures): what
 * the seed chose for a project is read back from its row through these words.
 */
export const SEED_VOCABULARY = {
  roleFamilies: ROLE_FAMILIES,
  languages: SEED_LANGUAGES,
  seniority: SENIORITY,
  cities: CITIES,
} as const;
