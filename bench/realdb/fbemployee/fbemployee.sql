-- fbemployee: the "employee" sample database of Firebird (and of InterBase before it), a
-- small company's staff and sales: 42 employees (first and last name, a generated
-- full_name "Last, First", hire date, phone extension, salary in the currency of the
-- job's country), 21 departments in a four-level tree (head_dept) with managers and US
-- dollar budgets, 31 jobs by code, grade and country with salary ranges, requirement texts
-- and language lists (arrays), 16 countries with their currencies, 6 projects with team
-- leaders and who works on each, project budgets by department and fiscal year (1993-1996,
-- head counts per quarter as an integer array), 49 salary changes of 1992-1993 (old
-- salary, percent change, a generated new salary), 15 customers (company name, contact
-- first and last name, address, an on_hold flag '*' or NULL) and their 33 orders of
-- 1991-1994 (order, ship and needed-by timestamps, status new/open/shipped/waiting, paid
-- 'y'/'n', quantity, total value, discount, item type, a generated "aged" = days from
-- order to shipping); the view phone_list; see bench/realdb/README.md.
-- Source: github.com/FirebirdSQL/firebird, commit f2a513e
-- (f2a513ef2b3b012307e0c90e0330d0eb04e494cd): examples/empbuild/empddl.sql (the tables,
-- domains, view and their comments), empdml.sql (the rows and the updates that make the
-- salary history), job.inp, lang.inp, proj.inp and qtr.inp (the text blobs and arrays that
-- empbuild.epp loads). License: the InterBase Public License, Version 1.0 (a Mozilla
-- Public License 1.1 variant; http://www.Inprise.com/IPL.html), as the files state it:
-- "The Original Code was created by Inprise Corporation and its predecessors. Portions
-- created by Inprise Corporation are Copyright (C) Inprise Corporation."
-- Converted to PostgreSQL: schema public; names as the original's (lower case); the
-- domains replaced by their base types with their CHECKs inline (EMPNO smallint, DEPTNO
-- char(3), PROJNO char(5), CUSTNO integer, JOBCODE varchar(5), JOBGRADE smallint, SALARY
-- numeric(10,2), BUDGET numeric(12,2), PRODTYPE varchar(12), PONUMBER char(8), the name,
-- phone and address domains varchar); TIMESTAMP as timestamp (empdml's two-digit years
-- as 19xx), BLOB SUB_TYPE 1 as text, the arrays as varchar(15)[] and integer[], FLOAT as
-- real; the COMPUTED BY columns employee.full_name, salary_history.new_salary and
-- sales.aged as stored generated columns (aged as whole days, ship_date::date -
-- order_date::date, where Firebird gives a day count of the timestamps); primary keys,
-- unique keys, foreign keys, indexes and the view phone_list as the original's (keys by
-- PostgreSQL's default names); the two CHECKs that query other tables (an employee's
-- salary inside the job's range; no shipping to a customer on hold) left out, as are the
-- generators and triggers, the stored procedures and exceptions, the grants and
-- employe2.sql's cross_rate table. The salary history is what empdml.sql's four rounds of
-- salary updates leave through the original's save_salary_change trigger (run once with
-- an equivalent trigger; percent_change as PostgreSQL computes (new - old) * 100 / old in
-- double precision), stored here as plain rows; the text blobs are the .inp files' lines
-- joined by newlines, the language arrays without their empty entries. The original's
-- descriptions of the tables and of the salary and budget domains as COMMENT ON text.
-- Rows as the original build makes them.
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SET client_min_messages = warning;

CREATE TABLE country (
    country             varchar(15) NOT NULL,
    currency            varchar(10) NOT NULL,
    CONSTRAINT country_pkey PRIMARY KEY (country)
);

CREATE TABLE job (
    job_code            varchar(5) NOT NULL CHECK (job_code > '99999'),
    job_grade           smallint NOT NULL CHECK (job_grade BETWEEN 0 AND 6),
    job_country         varchar(15) NOT NULL,
    job_title           varchar(25) NOT NULL,
    min_salary          numeric(10,2) NOT NULL DEFAULT 0 CHECK (min_salary > 0),
    max_salary          numeric(10,2) NOT NULL DEFAULT 0 CHECK (max_salary > 0),
    job_requirement     text,
    language_req        varchar(15)[],
    CONSTRAINT job_pkey PRIMARY KEY (job_code, job_grade, job_country),
    CONSTRAINT job_salary_range_check CHECK (min_salary < max_salary)
);

CREATE TABLE department (
    dept_no             char(3) NOT NULL CHECK (dept_no = '000' OR (dept_no > '0' AND dept_no <= '999')),
    department          varchar(25) NOT NULL,
    head_dept           char(3) CHECK (head_dept = '000' OR (head_dept > '0' AND head_dept <= '999')),
    mngr_no             smallint,
    budget              numeric(12,2) DEFAULT 50000 CHECK (budget > 10000 AND budget <= 2000000),
    location            varchar(15),
    phone_no            varchar(20) DEFAULT '555-1234',
    CONSTRAINT department_pkey PRIMARY KEY (dept_no),
    CONSTRAINT department_department_key UNIQUE (department)
);

CREATE TABLE employee (
    emp_no              smallint NOT NULL,
    first_name          varchar(15) NOT NULL,
    last_name           varchar(20) NOT NULL,
    phone_ext           varchar(4),
    hire_date           timestamp NOT NULL DEFAULT localtimestamp,
    dept_no             char(3) NOT NULL,
    job_code            varchar(5) NOT NULL,
    job_grade           smallint NOT NULL,
    job_country         varchar(15) NOT NULL,
    salary              numeric(10,2) NOT NULL DEFAULT 0 CHECK (salary > 0),
    full_name           varchar(37) GENERATED ALWAYS AS (last_name || ', ' || first_name) STORED,
    CONSTRAINT employee_pkey PRIMARY KEY (emp_no)
);

CREATE TABLE project (
    proj_id             char(5) NOT NULL CHECK (proj_id = upper(proj_id)),
    proj_name           varchar(20) NOT NULL,
    proj_desc           text,
    team_leader         smallint,
    product             varchar(12) NOT NULL DEFAULT 'software' CHECK (product IN ('software', 'hardware', 'other', 'N/A')),
    CONSTRAINT project_pkey PRIMARY KEY (proj_id),
    CONSTRAINT project_proj_name_key UNIQUE (proj_name)
);

CREATE TABLE employee_project (
    emp_no              smallint NOT NULL,
    proj_id             char(5) NOT NULL,
    CONSTRAINT employee_project_pkey PRIMARY KEY (emp_no, proj_id)
);

CREATE TABLE proj_dept_budget (
    fiscal_year         integer NOT NULL CHECK (fiscal_year >= 1993),
    proj_id             char(5) NOT NULL,
    dept_no             char(3) NOT NULL,
    quart_head_cnt      integer[],
    projected_budget    numeric(12,2) DEFAULT 50000 CHECK (projected_budget > 10000 AND projected_budget <= 2000000),
    CONSTRAINT proj_dept_budget_pkey PRIMARY KEY (fiscal_year, proj_id, dept_no)
);

CREATE TABLE salary_history (
    emp_no              smallint NOT NULL,
    change_date         timestamp NOT NULL DEFAULT localtimestamp,
    updater_id          varchar(20) NOT NULL,
    old_salary          numeric(10,2) NOT NULL CHECK (old_salary > 0),
    percent_change      double precision NOT NULL DEFAULT 0 CHECK (percent_change BETWEEN -50 AND 50),
    new_salary          double precision GENERATED ALWAYS AS (old_salary + old_salary * percent_change / 100) STORED,
    CONSTRAINT salary_history_pkey PRIMARY KEY (emp_no, change_date, updater_id)
);

CREATE TABLE customer (
    cust_no             integer NOT NULL CHECK (cust_no > 1000),
    customer            varchar(25) NOT NULL,
    contact_first       varchar(15),
    contact_last        varchar(20),
    phone_no            varchar(20),
    address_line1       varchar(30),
    address_line2       varchar(30),
    city                varchar(25),
    state_province      varchar(15),
    country             varchar(15),
    postal_code         varchar(12),
    on_hold             char(1) DEFAULT NULL CHECK (on_hold IS NULL OR on_hold = '*'),
    CONSTRAINT customer_pkey PRIMARY KEY (cust_no)
);

CREATE TABLE sales (
    po_number           char(8) NOT NULL CHECK (po_number LIKE 'V%'),
    cust_no             integer NOT NULL CHECK (cust_no > 1000),
    sales_rep           smallint,
    order_status        varchar(7) NOT NULL DEFAULT 'new' CHECK (order_status IN ('new', 'open', 'shipped', 'waiting')),
    order_date          timestamp NOT NULL DEFAULT localtimestamp,
    ship_date           timestamp CHECK (ship_date >= order_date OR ship_date IS NULL),
    date_needed         timestamp CHECK (date_needed > order_date OR date_needed IS NULL),
    paid                char(1) DEFAULT 'n' CHECK (paid IN ('y', 'n')),
    qty_ordered         integer NOT NULL DEFAULT 1 CHECK (qty_ordered >= 1),
    total_value         numeric(9,2) NOT NULL CHECK (total_value >= 0),
    discount            real NOT NULL DEFAULT 0 CHECK (discount >= 0 AND discount <= 1),
    item_type           varchar(12) NOT NULL DEFAULT 'software' CHECK (item_type IN ('software', 'hardware', 'other', 'N/A')),
    aged                integer GENERATED ALWAYS AS (ship_date::date - order_date::date) STORED,
    CONSTRAINT sales_pkey PRIMARY KEY (po_number),
    CONSTRAINT sales_ship_status_check CHECK (NOT (order_status = 'shipped' AND ship_date IS NULL))
);

INSERT INTO country (country, currency) VALUES
    ('Australia', 'ADollar'),
    ('Austria', 'Euro'),
    ('Belgium', 'Euro'),
    ('Canada', 'CdnDlr'),
    ('England', 'Pound'),
    ('Fiji', 'FDollar'),
    ('France', 'Euro'),
    ('Germany', 'Euro'),
    ('Hong Kong', 'HKDollar'),
    ('Italy', 'Euro'),
    ('Japan', 'Yen'),
    ('Netherlands', 'Euro'),
    ('Romania', 'RLeu'),
    ('Russia', 'Ruble'),
    ('Switzerland', 'SFranc'),
    ('USA', 'Dollar');

INSERT INTO job (job_code, job_grade, job_country, job_title, min_salary, max_salary, job_requirement, language_req) VALUES
    ('Accnt', 4, 'USA', 'Accountant', 28000.00, 55000.00, 'CPA with 3-5 years experience.
Spreadsheet, data entry, and word processing knowledge required.', NULL),
    ('Admin', 4, 'USA', 'Administrative Assistant', 35000.00, 55000.00, '3-5 years experience in executive environment.
Strong organizational and communication skills required.
BA degree preferred.', NULL),
    ('Admin', 5, 'England', 'Administrative Assistant', 13400.00, 26800.00, NULL, NULL),
    ('Admin', 5, 'USA', 'Administrative Assistant', 20000.00, 40000.00, '2-4 years clerical experience.
Facility with word processing and data entry.
AA degree preferred.', NULL),
    ('CEO', 1, 'USA', 'Chief Executive Officer', 130000.00, 250000.00, 'No specific requirements.', NULL),
    ('CFO', 1, 'USA', 'Chief Financial Officer', 85000.00, 140000.00, '15+ years in finance or 5+ years as a CFO
with a proven track record.
MBA or J.D. degree.', NULL),
    ('Dir', 2, 'USA', 'Director', 75000.00, 120000.00, '5-10 years as a director in computer or electronics industries.
An advanced degree.', NULL),
    ('Doc', 3, 'USA', 'Technical Writer', 38000.00, 60000.00, '4+ years writing highly technical
software documentation.
A bachelor''s degree or equivalent.
Programming experience required.
Excellent language skills.', NULL),
    ('Doc', 5, 'USA', 'Technical Writer', 22000.00, 40000.00, 'BA in English/journalism or excellent language skills.
Some programming experience required.
2-4 years of technical writing.', NULL),
    ('Eng', 2, 'USA', 'Engineer', 70000.00, 110000.00, 'Distinguished engineer.
Ph.D/MS/BS or equivalent experience.', NULL),
    ('Eng', 3, 'Japan', 'Engineer', 5400000.00, 9720000.00, '5+ years experience.
BA/BS and/or MS degrees required.
Customer support experience desired.
Knowledge of Japanese and English.', '{Japanese,Mandarin,English}'),
    ('Eng', 3, 'USA', 'Engineer', 50000.00, 90000.00, '5+ years experience.
BA/BS required.
MS degree preferred.', NULL),
    ('Eng', 4, 'England', 'Engineer', 20100.00, 43550.00, 'BA/BS and
2-4 years experience in technical support.
Knowledge of several European languages helpful.', '{English,German,French}'),
    ('Eng', 4, 'USA', 'Engineer', 30000.00, 65000.00, 'BA/BS and 3-5 years experience.', NULL),
    ('Eng', 5, 'USA', 'Engineer', 25000.00, 35000.00, 'BA/BS preferred.
2-4 years technical experience.', NULL),
    ('Finan', 3, 'USA', 'Financial Analyst', 35000.00, 85000.00, '5-10 years of accounting and financial experience.
Strong analytical skills.
CPA/MBA required.', NULL),
    ('Mktg', 3, 'USA', 'Marketing Analyst', 40000.00, 80000.00, 'MBA required.
10+ years experience in high tech environment.', NULL),
    ('Mktg', 4, 'USA', 'Marketing Analyst', 20000.00, 50000.00, 'BA/BS required.  MBA preferred.
3-5 years experience.
Knowledgeable with spreadsheets and databases.', NULL),
    ('Mngr', 3, 'USA', 'Manager', 60000.00, 100000.00, 'BA/BS required.
3-5 years in management,
plus 2-4 years engineering experience.', NULL),
    ('Mngr', 4, 'USA', 'Manager', 30000.00, 60000.00, '5+ years office management experience.', NULL),
    ('PRel', 4, 'USA', 'Public Relations Rep.', 25000.00, 65000.00, NULL, NULL),
    ('SRep', 4, 'Canada', 'Sales Representative', 26400.00, 132000.00, 'Computer/electronics industry sales experience.
Excellent communications, negotiation, and analytical skills.
Experience in establishing long term customer relationships.
Travel required.
English plus speaking knowledge of French required.', '{English,French}'),
    ('SRep', 4, 'England', 'Sales Representative', 13400.00, 67000.00, 'Computer/electronics industry sales experience.
Excellent communications, negotiation, and analytical skills.
Experience in establishing long term customer relationships.
Knowledge of several European languages helpful.
Travel required.', '{English,German,French}'),
    ('SRep', 4, 'France', 'Sales Representative', 20000.00, 100000.00, 'Computer/electronics industry sales experience.
Excellent communications, negotiation, and analytical skills.
Experience in establishing long term customer relationships.
Fluency in French; some knowledge of German/Spanish helpful.
Travel required.', '{English,French,Spanish}'),
    ('SRep', 4, 'Italy', 'Sales Representative', 20000.00, 100000.00, 'Computer/electronics industry sales experience.
Excellent communications, negotiation, and analytical skills.
Experience in establishing long term customer relationships.
Fluency in Italian; some knowledge of German helpful.
Travel required.', '{Italian,German,French}'),
    ('SRep', 4, 'Japan', 'Sales Representative', 2160000.00, 10800000.00, 'Computer/electronics industry sales experience.
Excellent communications, negotiation, and analytical skills.
Experience in establishing long term customer relationships.
Knowledge of Japanese required.
Travel required.', '{Japanese,English}'),
    ('SRep', 4, 'Switzerland', 'Sales Representative', 28000.00, 149000.00, 'Computer/electronics industry sales experience.
Excellent communications, negotiation, and analytical skills.
Experience in establishing long term customer relationships.
Knowledge of German required; one or more other European language helpful.
Travel required.', '{German,French,English,Italian}'),
    ('SRep', 4, 'USA', 'Sales Representative', 20000.00, 100000.00, 'Computer/electronics industry sales experience.
Excellent communications, negotiation, and analytical skills.
Experience in establishing long term customer relationships.
Some knowledge of Spanish required.
Travel required.', '{English,Spanish}'),
    ('Sales', 3, 'England', 'Sales Co-ordinator', 26800.00, 46900.00, 'Experience in sales and public relations
in a high tech environment.
Excellent communication skills.
BA or equivalent.
Knowledge of several European languages helpful.', '{English,German,French}'),
    ('Sales', 3, 'USA', 'Sales Co-ordinator', 40000.00, 70000.00, 'Experience in sales and public relations
in a high tech environment.
Excellent communication skills.
BA or equivalent.', NULL),
    ('VP', 2, 'USA', 'Vice President', 80000.00, 130000.00, 'No specific requirements.', NULL);

INSERT INTO department (dept_no, department, head_dept, mngr_no, budget, location, phone_no) VALUES
    ('000', 'Corporate Headquarters', NULL, 105, 1000000.00, 'Monterey', '(408) 555-1234'),
    ('100', 'Sales and Marketing', '000', 85, 2000000.00, 'San Francisco', '(415) 555-1234'),
    ('110', 'Pacific Rim Headquarters', '100', 34, 600000.00, 'Kuaui', '(808) 555-1234'),
    ('115', 'Field Office: Japan', '110', 118, 500000.00, 'Tokyo', '3 5350 0901'),
    ('116', 'Field Office: Singapore', '110', NULL, 300000.00, 'Singapore', '3 55 1234'),
    ('120', 'European Headquarters', '100', 36, 700000.00, 'London', '71 235-4400'),
    ('121', 'Field Office: Switzerland', '120', 141, 500000.00, 'Zurich', '1 211 7767'),
    ('123', 'Field Office: France', '120', 134, 400000.00, 'Cannes', '58 68 11 12'),
    ('125', 'Field Office: Italy', '120', 121, 400000.00, 'Milan', '2 430 39 39'),
    ('130', 'Field Office: East Coast', '100', 11, 500000.00, 'Boston', '(617) 555-1234'),
    ('140', 'Field Office: Canada', '100', 72, 500000.00, 'Toronto', '(416) 677-1000'),
    ('180', 'Marketing', '100', NULL, 1500000.00, 'San Francisco', '(415) 555-1234'),
    ('600', 'Engineering', '000', 2, 1100000.00, 'Monterey', '(408) 555-1234'),
    ('620', 'Software Products Div.', '600', NULL, 1200000.00, 'Monterey', '(408) 555-1234'),
    ('621', 'Software Development', '620', NULL, 400000.00, 'Monterey', '(408) 555-1234'),
    ('622', 'Quality Assurance', '620', 9, 300000.00, 'Monterey', '(408) 555-1234'),
    ('623', 'Customer Support', '620', 15, 650000.00, 'Monterey', '(408) 555-1234'),
    ('670', 'Consumer Electronics Div.', '600', 107, 1150000.00, 'Burlington, VT', '(802) 555-1234'),
    ('671', 'Research and Development', '670', 20, 460000.00, 'Burlington, VT', '(802) 555-1234'),
    ('672', 'Customer Services', '670', 94, 850000.00, 'Burlington, VT', '(802) 555-1234'),
    ('900', 'Finance', '000', 46, 400000.00, 'Monterey', '(408) 555-1234');

INSERT INTO employee (emp_no, first_name, last_name, phone_ext, hire_date, dept_no, job_code, job_grade, job_country, salary) VALUES
    (2, 'Robert', 'Nelson', '250', '1988-12-28 00:00:00', '600', 'VP', 2, 'USA', 105900.00),
    (4, 'Bruce', 'Young', '233', '1988-12-28 00:00:00', '621', 'Eng', 2, 'USA', 97500.00),
    (5, 'Kim', 'Lambert', '22', '1989-02-06 00:00:00', '130', 'Eng', 2, 'USA', 102750.00),
    (8, 'Leslie', 'Johnson', '410', '1989-04-05 00:00:00', '180', 'Mktg', 3, 'USA', 64635.00),
    (9, 'Phil', 'Forest', '229', '1989-04-17 00:00:00', '622', 'Mngr', 3, 'USA', 75060.00),
    (11, 'K. J.', 'Weston', '34', '1990-01-17 00:00:00', '130', 'SRep', 4, 'USA', 86292.94),
    (12, 'Terri', 'Lee', '256', '1990-05-01 00:00:00', '000', 'Admin', 4, 'USA', 53793.00),
    (14, 'Stewart', 'Hall', '227', '1990-06-04 00:00:00', '900', 'Finan', 3, 'USA', 69482.63),
    (15, 'Katherine', 'Young', '231', '1990-06-14 00:00:00', '623', 'Mngr', 3, 'USA', 67241.25),
    (20, 'Chris', 'Papadopoulos', '887', '1990-01-01 00:00:00', '671', 'Mngr', 3, 'USA', 89655.00),
    (24, 'Pete', 'Fisher', '888', '1990-09-12 00:00:00', '671', 'Eng', 3, 'USA', 81810.19),
    (28, 'Ann', 'Bennet', '5', '1991-02-01 00:00:00', '120', 'Admin', 5, 'England', 22935.00),
    (29, 'Roger', 'De Souza', '288', '1991-02-18 00:00:00', '623', 'Eng', 3, 'USA', 69482.63),
    (34, 'Janet', 'Baldwin', '2', '1991-03-21 00:00:00', '110', 'Sales', 3, 'USA', 61637.81),
    (36, 'Roger', 'Reeves', '6', '1991-04-25 00:00:00', '120', 'Sales', 3, 'England', 33620.63),
    (37, 'Willie', 'Stansbury', '7', '1991-04-25 00:00:00', '120', 'Eng', 4, 'England', 39224.06),
    (44, 'Leslie', 'Phong', '216', '1991-06-03 00:00:00', '623', 'Eng', 4, 'USA', 56034.38),
    (45, 'Ashok', 'Ramanathan', '209', '1991-08-01 00:00:00', '621', 'Eng', 3, 'USA', 80689.50),
    (46, 'Walter', 'Steadman', '210', '1991-08-09 00:00:00', '900', 'CFO', 1, 'USA', 116100.00),
    (52, 'Carol', 'Nordstrom', '420', '1991-10-02 00:00:00', '180', 'PRel', 4, 'USA', 42742.50),
    (61, 'Luke', 'Leung', '3', '1992-02-18 00:00:00', '110', 'SRep', 4, 'USA', 68805.00),
    (65, 'Sue Anne', 'O''Brien', '877', '1992-03-23 00:00:00', '670', 'Admin', 5, 'USA', 31275.00),
    (71, 'Jennifer M.', 'Burbank', '289', '1992-04-15 00:00:00', '622', 'Eng', 3, 'USA', 53167.50),
    (72, 'Claudia', 'Sutherland', NULL, '1992-04-20 00:00:00', '140', 'SRep', 4, 'Canada', 100914.00),
    (83, 'Dana', 'Bishop', '290', '1992-06-01 00:00:00', '621', 'Eng', 3, 'USA', 62550.00),
    (85, 'Mary S.', 'MacDonald', '477', '1992-06-01 00:00:00', '100', 'VP', 2, 'USA', 111262.50),
    (94, 'Randy', 'Williams', '892', '1992-08-08 00:00:00', '672', 'Mngr', 4, 'USA', 56295.00),
    (105, 'Oliver H.', 'Bender', '255', '1992-10-08 00:00:00', '000', 'CEO', 1, 'USA', 212850.00),
    (107, 'Kevin', 'Cook', '894', '1993-02-01 00:00:00', '670', 'Dir', 2, 'USA', 111262.50),
    (109, 'Kelly', 'Brown', '202', '1993-02-04 00:00:00', '600', 'Admin', 5, 'USA', 27000.00),
    (110, 'Yuki', 'Ichida', '22', '1993-02-04 00:00:00', '115', 'Eng', 3, 'Japan', 6000000.00),
    (113, 'Mary', 'Page', '845', '1993-04-12 00:00:00', '671', 'Eng', 4, 'USA', 48000.00),
    (114, 'Bill', 'Parker', '247', '1993-06-01 00:00:00', '623', 'Eng', 5, 'USA', 35000.00),
    (118, 'Takashi', 'Yamamoto', '23', '1993-07-01 00:00:00', '115', 'SRep', 4, 'Japan', 7480000.00),
    (121, 'Roberto', 'Ferrari', '1', '1993-07-12 00:00:00', '125', 'SRep', 4, 'Italy', 33000.00),
    (127, 'Michael', 'Yanowski', '492', '1993-08-09 00:00:00', '100', 'SRep', 4, 'USA', 44000.00),
    (134, 'Jacques', 'Glon', NULL, '1993-08-23 00:00:00', '123', 'SRep', 4, 'France', 38500.00),
    (136, 'Scott', 'Johnson', '265', '1993-09-13 00:00:00', '623', 'Doc', 3, 'USA', 60000.00),
    (138, 'T.J.', 'Green', '218', '1993-11-01 00:00:00', '621', 'Eng', 4, 'USA', 36000.00),
    (141, 'Pierre', 'Osborne', NULL, '1994-01-03 00:00:00', '121', 'SRep', 4, 'Switzerland', 110000.00),
    (144, 'John', 'Montgomery', '820', '1994-03-30 00:00:00', '672', 'Eng', 5, 'USA', 35000.00),
    (145, 'Mark', 'Guckenheimer', '221', '1994-05-02 00:00:00', '622', 'Eng', 5, 'USA', 32000.00);

INSERT INTO project (proj_id, proj_name, proj_desc, team_leader, product) VALUES
    ('DGPII', 'DigiPizza', 'Develop second generation digital pizza maker
with flash-bake heating element and
digital ingredient measuring system.', 24, 'other'),
    ('GUIDE', 'AutoMap', 'Develop a prototype for the automobile version of
the hand-held map browsing device.', 20, 'hardware'),
    ('HWRII', 'Translator upgrade', 'Integrate the hand-writing recognition module into the
universal language translator.', NULL, 'software'),
    ('MAPDB', 'MapBrowser port', 'Port the map browsing database software to run
on the automobile model.', 4, 'software'),
    ('MKTPR', 'Marketing project 3', 'Expand marketing and sales in the Pacific Rim.
Set up a field office in Australia and Singapore.', 85, 'N/A'),
    ('VBASE', 'Video Database', 'Design a video data base management system for
controlling on-demand video distribution.', 45, 'software');

INSERT INTO employee_project (emp_no, proj_id) VALUES
    (24, 'DGPII'),
    (113, 'DGPII'),
    (144, 'DGPII'),
    (8, 'GUIDE'),
    (20, 'GUIDE'),
    (24, 'GUIDE'),
    (113, 'GUIDE'),
    (4, 'MAPDB'),
    (71, 'MAPDB'),
    (8, 'MKTPR'),
    (12, 'MKTPR'),
    (14, 'MKTPR'),
    (34, 'MKTPR'),
    (46, 'MKTPR'),
    (52, 'MKTPR'),
    (85, 'MKTPR'),
    (105, 'MKTPR'),
    (110, 'MKTPR'),
    (4, 'VBASE'),
    (8, 'VBASE'),
    (15, 'VBASE'),
    (44, 'VBASE'),
    (45, 'VBASE'),
    (71, 'VBASE'),
    (83, 'VBASE'),
    (136, 'VBASE'),
    (138, 'VBASE'),
    (145, 'VBASE');

INSERT INTO proj_dept_budget (fiscal_year, proj_id, dept_no, quart_head_cnt, projected_budget) VALUES
    (1993, 'MAPDB', '621', '{0,0,0,1}', 20000.00),
    (1994, 'GUIDE', '100', '{1,1,1,0}', 200000.00),
    (1994, 'GUIDE', '671', '{3,2,1,0}', 450000.00),
    (1994, 'HWRII', '621', '{2,3,2,1}', 400000.00),
    (1994, 'HWRII', '622', '{1,1,2,2}', 100000.00),
    (1994, 'HWRII', '670', '{1,1,1,1}', 20000.00),
    (1994, 'MAPDB', '621', '{2,1,0,0}', 40000.00),
    (1994, 'MAPDB', '622', '{1,1,0,0}', 60000.00),
    (1994, 'MAPDB', '671', '{1,1,0,0}', 11000.00),
    (1994, 'MKTPR', '000', '{1,1,2,2}', 100000.00),
    (1994, 'MKTPR', '100', '{4,5,6,6}', 1000000.00),
    (1994, 'MKTPR', '110', '{2,2,0,3}', 200000.00),
    (1994, 'MKTPR', '623', '{1,1,1,2}', 80000.00),
    (1994, 'MKTPR', '672', '{1,1,1,2}', 100000.00),
    (1994, 'VBASE', '100', '{1,1,2,3}', 300000.00),
    (1994, 'VBASE', '621', '{4,5,5,3}', 1900000.00),
    (1994, 'VBASE', '622', '{2,2,2,1}', 400000.00),
    (1995, 'MKTPR', '100', '{4,5,6,6}', 2000000.00),
    (1995, 'MKTPR', '110', '{1,1,1,1}', 1200000.00),
    (1995, 'MKTPR', '623', '{7,7,4,4}', 1200000.00),
    (1995, 'MKTPR', '672', '{2,3,3,3}', 800000.00),
    (1995, 'VBASE', '100', '{3,3,1,1}', 1500000.00),
    (1995, 'VBASE', '621', '{4,3,2,2}', 900000.00),
    (1996, 'VBASE', '100', '{1,1,0,0}', 150000.00);

INSERT INTO salary_history (emp_no, change_date, updater_id, old_salary, percent_change) VALUES
    (2, '1992-12-15 00:00:00', 'admin2', 98000.00, 8.061224489795919),
    (4, '1992-12-15 00:00:00', 'admin2', 90000.00, 8.333333333333334),
    (5, '1992-12-15 00:00:00', 'admin2', 95000.00, 8.157894736842104),
    (8, '1993-09-08 00:00:00', 'elaine', 62000.00, 4.25),
    (9, '1993-09-08 00:00:00', 'elaine', 72000.00, 4.25),
    (11, '1992-12-15 00:00:00', 'admin2', 70000.00, 7.5),
    (11, '1993-09-08 00:00:00', 'elaine', 75250.00, 4.2500066445182725),
    (11, '1993-12-20 00:00:00', 'elaine', 78448.13, 9.999996175817065),
    (12, '1992-12-15 00:00:00', 'admin2', 48000.00, 7.5),
    (12, '1993-09-08 00:00:00', 'elaine', 51600.00, 4.25),
    (14, '1992-12-15 00:00:00', 'admin2', 62000.00, 7.5),
    (14, '1993-09-08 00:00:00', 'elaine', 66650.00, 4.250007501875469),
    (15, '1992-12-15 00:00:00', 'admin2', 60000.00, 7.5),
    (15, '1993-09-08 00:00:00', 'elaine', 64500.00, 4.25),
    (20, '1992-12-15 00:00:00', 'admin2', 80000.00, 7.5),
    (20, '1993-09-08 00:00:00', 'elaine', 86000.00, 4.25),
    (24, '1992-12-15 00:00:00', 'admin2', 73000.00, 7.5),
    (24, '1993-09-08 00:00:00', 'elaine', 78475.00, 4.250003185727939),
    (28, '1992-12-15 00:00:00', 'admin2', 20000.00, 10),
    (28, '1993-09-08 00:00:00', 'elaine', 22000.00, 4.25),
    (29, '1992-12-15 00:00:00', 'admin2', 62000.00, 7.5),
    (29, '1993-09-08 00:00:00', 'elaine', 66650.00, 4.250007501875469),
    (34, '1992-12-15 00:00:00', 'admin2', 55000.00, 7.5),
    (34, '1993-09-08 00:00:00', 'elaine', 59125.00, 4.24999577167019),
    (36, '1992-12-15 00:00:00', 'admin2', 30000.00, 7.5),
    (36, '1993-09-08 00:00:00', 'elaine', 32250.00, 4.250015503875969),
    (37, '1992-12-15 00:00:00', 'admin2', 35000.00, 7.5),
    (37, '1993-09-08 00:00:00', 'elaine', 37625.00, 4.2499933554817275),
    (44, '1992-12-15 00:00:00', 'admin2', 50000.00, 7.5),
    (44, '1993-09-08 00:00:00', 'elaine', 53750.00, 4.250009302325582),
    (45, '1992-12-15 00:00:00', 'admin2', 72000.00, 7.5),
    (45, '1993-09-08 00:00:00', 'elaine', 77400.00, 4.25),
    (46, '1993-12-20 00:00:00', 'tj', 120000.00, -3.25),
    (52, '1993-09-08 00:00:00', 'elaine', 41000.00, 4.25),
    (61, '1993-09-08 00:00:00', 'elaine', 60000.00, 4.25),
    (61, '1993-12-20 00:00:00', 'elaine', 62550.00, 10),
    (65, '1993-09-08 00:00:00', 'elaine', 30000.00, 4.25),
    (71, '1993-09-08 00:00:00', 'elaine', 51000.00, 4.25),
    (72, '1993-09-08 00:00:00', 'elaine', 88000.00, 4.25),
    (72, '1993-12-20 00:00:00', 'elaine', 91740.00, 10),
    (83, '1993-09-08 00:00:00', 'elaine', 60000.00, 4.25),
    (85, '1993-12-20 00:00:00', 'tj', 115000.00, -3.25),
    (94, '1993-09-08 00:00:00', 'elaine', 54000.00, 4.25),
    (105, '1993-12-20 00:00:00', 'tj', 220000.00, -3.25),
    (107, '1993-12-20 00:00:00', 'tj', 115000.00, -3.25),
    (118, '1993-12-20 00:00:00', 'elaine', 6800000.00, 10),
    (121, '1993-12-20 00:00:00', 'elaine', 30000.00, 10),
    (127, '1993-12-20 00:00:00', 'elaine', 40000.00, 10),
    (134, '1993-12-20 00:00:00', 'elaine', 35000.00, 10);

INSERT INTO customer (cust_no, customer, contact_first, contact_last, phone_no, address_line1, address_line2, city, state_province, country, postal_code, on_hold) VALUES
    (1001, 'Signature Design', 'Dale J.', 'Little', '(619) 530-2710', '15500 Pacific Heights Blvd.', NULL, 'San Diego', 'CA', 'USA', '92121', NULL),
    (1002, 'Dallas Technologies', 'Glen', 'Brown', '(214) 960-2233', 'P. O. Box 47000', NULL, 'Dallas', 'TX', 'USA', '75205', '*'),
    (1003, 'Buttle, Griffith and Co.', 'James', 'Buttle', '(617) 488-1864', '2300 Newbury Street', 'Suite 101', 'Boston', 'MA', 'USA', '02115', NULL),
    (1004, 'Central Bank', 'Elizabeth', 'Brocket', '61 211 99 88', '66 Lloyd Street', NULL, 'Manchester', NULL, 'England', 'M2 3LA', NULL),
    (1005, 'DT Systems, LTD.', 'Tai', 'Wu', '(852) 850 43 98', '400 Connaught Road', NULL, 'Central Hong Kong', NULL, 'Hong Kong', NULL, NULL),
    (1006, 'DataServe International', 'Tomas', 'Bright', '(613) 229 3323', '2000 Carling Avenue', 'Suite 150', 'Ottawa', 'ON', 'Canada', 'K1V 9G1', NULL),
    (1007, 'Mrs. Beauvais', NULL, 'Mrs. Beauvais', NULL, 'P.O. Box 22743', NULL, 'Pebble Beach', 'CA', 'USA', '93953', NULL),
    (1008, 'Anini Vacation Rentals', 'Leilani', 'Briggs', '(808) 835-7605', '3320 Lawai Road', NULL, 'Lihue', 'HI', 'USA', '96766', NULL),
    (1009, 'Max', 'Max', NULL, '22 01 23', '1 Emerald Cove', NULL, 'Turtle Island', NULL, 'Fiji', NULL, '*'),
    (1010, 'MPM Corporation', 'Miwako', 'Miyamoto', '3 880 77 19', '2-64-7 Sasazuka', NULL, 'Tokyo', NULL, 'Japan', '150', NULL),
    (1011, 'Dynamic Intelligence Corp', 'Victor', 'Granges', '01 221 16 50', 'Florhofgasse 10', NULL, 'Zurich', NULL, 'Switzerland', '8005', NULL),
    (1012, '3D-Pad Corp.', 'Michelle', 'Roche', '1 43 60 61', '22 Place de la Concorde', NULL, 'Paris', NULL, 'France', '75008', NULL),
    (1013, 'Lorenzi Export, Ltd.', 'Andreas', 'Lorenzi', '02 404 6284', 'Via Eugenia, 15', NULL, 'Milan', NULL, 'Italy', '20124', NULL),
    (1014, 'Dyno Consulting', 'Greta', 'Hessels', '02 500 5940', 'Rue Royale 350', NULL, 'Brussels', NULL, 'Belgium', '1210', NULL),
    (1015, 'GeoTech Inc.', 'K.M.', 'Neppelenbroek', '(070) 44 91 18', 'P.0.Box 702', NULL, 'Den Haag', NULL, 'Netherlands', '2514', NULL);

INSERT INTO sales (po_number, cust_no, sales_rep, order_status, order_date, ship_date, date_needed, paid, qty_ordered, total_value, discount, item_type) VALUES
    ('V91E0210', 1004, 11, 'shipped', '1991-03-04 00:00:00', '1991-03-05 00:00:00', NULL, 'y', 10, 5000.00, 0.1, 'hardware'),
    ('V92E0340', 1004, 11, 'shipped', '1992-10-15 00:00:00', '1992-10-16 00:00:00', '1992-10-17 00:00:00', 'y', 7, 70000.00, 0, 'hardware'),
    ('V92F3004', 1012, 11, 'shipped', '1992-10-15 00:00:00', '1993-01-16 00:00:00', '1993-01-16 00:00:00', 'y', 3, 2000.00, 0, 'software'),
    ('V92J1003', 1010, 61, 'shipped', '1992-07-26 00:00:00', '1992-08-04 00:00:00', '1992-09-15 00:00:00', 'y', 15, 2985.00, 0, 'software'),
    ('V9320630', 1001, 127, 'open', '1993-12-12 00:00:00', NULL, '1993-12-15 00:00:00', 'n', 3, 60000.00, 0.2, 'hardware'),
    ('V9324200', 1001, 72, 'shipped', '1993-08-09 00:00:00', '1993-08-09 00:00:00', '1993-08-17 00:00:00', 'y', 1000, 560000.00, 0.2, 'hardware'),
    ('V9324320', 1001, 127, 'shipped', '1993-08-16 00:00:00', '1993-08-16 00:00:00', '1993-09-01 00:00:00', 'y', 1, 0.00, 1, 'software'),
    ('V9333005', 1002, 11, 'shipped', '1993-02-03 00:00:00', '1993-03-03 00:00:00', NULL, 'y', 2, 600.50, 0, 'software'),
    ('V9333006', 1002, 11, 'shipped', '1993-04-27 00:00:00', '1993-05-02 00:00:00', '1993-05-02 00:00:00', 'n', 5, 20000.00, 0, 'other'),
    ('V9336100', 1002, 11, 'waiting', '1993-12-27 00:00:00', '1994-01-01 00:00:00', '1994-01-01 00:00:00', 'n', 150, 14850.00, 0.05, 'software'),
    ('V9345139', 1003, 127, 'shipped', '1993-09-09 00:00:00', '1993-09-20 00:00:00', '1993-10-01 00:00:00', 'y', 20, 12582.12, 0.1, 'software'),
    ('V9345200', 1003, 11, 'shipped', '1993-11-11 00:00:00', '1993-12-02 00:00:00', '1993-12-01 00:00:00', 'y', 900, 27000.00, 0.3, 'software'),
    ('V9346200', 1003, 11, 'waiting', '1993-12-31 00:00:00', NULL, '1994-01-24 00:00:00', 'n', 3, 0.00, 1, 'software'),
    ('V93B1002', 1014, 134, 'shipped', '1993-09-20 00:00:00', '1993-09-21 00:00:00', '1993-09-25 00:00:00', 'y', 1, 100.02, 0, 'software'),
    ('V93C0120', 1006, 72, 'shipped', '1993-03-22 00:00:00', '1993-05-31 00:00:00', '1993-04-17 00:00:00', 'y', 1, 47.50, 0, 'other'),
    ('V93C0990', 1006, 72, 'shipped', '1993-08-09 00:00:00', '1993-09-02 00:00:00', NULL, 'y', 40, 399960.50, 0.1, 'hardware'),
    ('V93F0020', 1009, 61, 'shipped', '1993-10-10 00:00:00', '1993-11-11 00:00:00', '1993-11-11 00:00:00', 'n', 1, 490.69, 0, 'software'),
    ('V93F2030', 1012, 134, 'open', '1993-12-12 00:00:00', NULL, NULL, 'y', 15, 450000.49, 0, 'hardware'),
    ('V93F2051', 1012, 134, 'waiting', '1993-12-18 00:00:00', NULL, '1994-03-01 00:00:00', 'n', 1, 999.98, 0, 'software'),
    ('V93F3088', 1012, 134, 'shipped', '1993-08-27 00:00:00', '1993-09-08 00:00:00', NULL, 'n', 10, 10000.00, 0, 'software'),
    ('V93H0030', 1005, 118, 'open', '1993-12-12 00:00:00', NULL, '1994-01-01 00:00:00', 'y', 20, 5980.00, 0.2, 'software'),
    ('V93H0500', 1008, 61, 'open', '1993-12-12 00:00:00', NULL, '1993-12-15 00:00:00', 'n', 3, 16000.00, 0.2, 'hardware'),
    ('V93H3009', 1008, 61, 'shipped', '1993-08-01 00:00:00', '1993-12-02 00:00:00', '1993-12-01 00:00:00', 'n', 3, 9000.00, 0.05, 'software'),
    ('V93I4700', 1013, 121, 'open', '1993-10-27 00:00:00', NULL, '1993-12-15 00:00:00', 'n', 5, 2693.00, 0, 'hardware'),
    ('V93J2004', 1010, 118, 'shipped', '1993-10-30 00:00:00', '1993-12-02 00:00:00', '1993-11-15 00:00:00', 'y', 3, 210.00, 0, 'software'),
    ('V93J3100', 1010, 118, 'shipped', '1993-08-20 00:00:00', '1993-08-20 00:00:00', NULL, 'y', 16, 18000.40, 0.1, 'software'),
    ('V93N5822', 1015, 134, 'shipped', '1993-12-18 00:00:00', '1994-01-14 00:00:00', NULL, 'n', 2, 1500.00, 0, 'software'),
    ('V93S4702', 1011, 121, 'shipped', '1993-10-27 00:00:00', '1993-10-28 00:00:00', '1993-12-15 00:00:00', 'y', 4, 120000.00, 0, 'hardware'),
    ('V9420099', 1001, 127, 'open', '1994-01-17 00:00:00', NULL, '1994-06-01 00:00:00', 'n', 100, 3399.15, 0.15, 'software'),
    ('V9427029', 1001, 127, 'shipped', '1994-02-07 00:00:00', '1994-02-10 00:00:00', '1994-02-10 00:00:00', 'n', 17, 422210.97, 0, 'hardware'),
    ('V9456220', 1007, 127, 'open', '1994-01-04 00:00:00', NULL, '1994-01-30 00:00:00', 'y', 1, 3999.99, 0, 'hardware'),
    ('V94H0079', 1005, 61, 'open', '1994-02-13 00:00:00', NULL, '1994-04-20 00:00:00', 'n', 10, 9000.00, 0.05, 'software'),
    ('V94S6400', 1011, 141, 'waiting', '1994-01-06 00:00:00', NULL, '1994-02-15 00:00:00', 'y', 20, 1980.72, 0.4, 'software');
ALTER TABLE job ADD CONSTRAINT job_job_country_fkey FOREIGN KEY (job_country) REFERENCES country (country);
ALTER TABLE department ADD CONSTRAINT department_head_dept_fkey FOREIGN KEY (head_dept) REFERENCES department (dept_no);
ALTER TABLE department ADD CONSTRAINT department_mngr_no_fkey FOREIGN KEY (mngr_no) REFERENCES employee (emp_no);
ALTER TABLE employee ADD CONSTRAINT employee_dept_no_fkey FOREIGN KEY (dept_no) REFERENCES department (dept_no);
ALTER TABLE employee ADD CONSTRAINT employee_job_fkey FOREIGN KEY (job_code, job_grade, job_country) REFERENCES job (job_code, job_grade, job_country);
ALTER TABLE project ADD CONSTRAINT project_team_leader_fkey FOREIGN KEY (team_leader) REFERENCES employee (emp_no);
ALTER TABLE employee_project ADD CONSTRAINT employee_project_emp_no_fkey FOREIGN KEY (emp_no) REFERENCES employee (emp_no);
ALTER TABLE employee_project ADD CONSTRAINT employee_project_proj_id_fkey FOREIGN KEY (proj_id) REFERENCES project (proj_id);
ALTER TABLE proj_dept_budget ADD CONSTRAINT proj_dept_budget_dept_no_fkey FOREIGN KEY (dept_no) REFERENCES department (dept_no);
ALTER TABLE proj_dept_budget ADD CONSTRAINT proj_dept_budget_proj_id_fkey FOREIGN KEY (proj_id) REFERENCES project (proj_id);
ALTER TABLE salary_history ADD CONSTRAINT salary_history_emp_no_fkey FOREIGN KEY (emp_no) REFERENCES employee (emp_no);
ALTER TABLE customer ADD CONSTRAINT customer_country_fkey FOREIGN KEY (country) REFERENCES country (country);
ALTER TABLE sales ADD CONSTRAINT sales_cust_no_fkey FOREIGN KEY (cust_no) REFERENCES customer (cust_no);
ALTER TABLE sales ADD CONSTRAINT sales_sales_rep_fkey FOREIGN KEY (sales_rep) REFERENCES employee (emp_no);

CREATE INDEX minsalx ON job (job_country, min_salary);
CREATE INDEX maxsalx ON job (job_country, max_salary DESC);
CREATE INDEX budgetx ON department (budget DESC);
CREATE INDEX namex ON employee (last_name, first_name);
CREATE UNIQUE INDEX prodtypex ON project (product, proj_name);
CREATE INDEX updaterx ON salary_history (updater_id);
CREATE INDEX changex ON salary_history (change_date DESC);
CREATE INDEX custnamex ON customer (customer);
CREATE INDEX custregion ON customer (country, city);
CREATE INDEX needx ON sales (date_needed);
CREATE INDEX salestatx ON sales (order_status, paid);
CREATE INDEX qtyx ON sales (item_type, qty_ordered DESC);

CREATE VIEW phone_list AS SELECT
    emp_no, first_name, last_name, phone_ext, location, phone_no
    FROM employee, department
    WHERE employee.dept_no = department.dept_no;

COMMENT ON TABLE country IS 'Country name, currency type.';
COMMENT ON TABLE job IS 'Job id, job title, minimum and maximum salary, job description, and required languages. A job is defined by a multiple key, consisting of a job_code (a 5-letter job abbreviation), a job grade, and a country name indicating the salary currency type. The salary range is expressed in the appropriate country''s currency. The job requirement is a text blob. The job may also require some knowledge of foreign languages, stored in a character array.';
COMMENT ON TABLE department IS 'Department number, name, head department, manager id, budget, location, department phone number. Each department is a sub-department in some department, determined by head_dept. The head of this tree is the company. This information is used to produce a company organization chart. Departments have managers; however, manager id can be null to allow for temporary situations where a manager needs to be hired. Budget is allocated in U.S. dollars for all departments.';
COMMENT ON TABLE employee IS 'Employee id, name, phone extension, date of hire, department id, job and salary information. Salary can be entered in any country''s currency. Therefore, some of the salaries can appear magnitudes larger than others, depending on the currency type. Ex. Italian lira vs. U.K. pound. The currency type is determined by the country code. job_code, job_grade, and job_country reference employee''s job information, illustrating two tables related by referential constraints on multiple columns. The employee salary is verified to be in the correct salary range for the given job title.';
COMMENT ON TABLE project IS 'Project id, project name, description, project team leader, and product type. Project description is a text blob.';
COMMENT ON TABLE employee_project IS 'Employee id, project id, employee''s project duties.';
COMMENT ON TABLE proj_dept_budget IS 'Fiscal year, project id, department id, projected head count by fiscal quarter, projected budget. Tracks head count and budget planning by project by department. Quarterly head count is an array of integers.';
COMMENT ON TABLE salary_history IS 'Employee number, salary change date, updater''s user id, old salary, and percent change between old and new salary.';
COMMENT ON TABLE customer IS 'Customer id, customer name, contact first and last names, phone number, address lines, city, state or province, country, postal code or zip code, and customer status.';
COMMENT ON TABLE sales IS 'Purchase order number, customer id, sales representative, order status, order date, date shipped, date need to ship by, payment received flag, quantity ordered, total order value, type of product ordered, any percent discount offered. Tracks customer orders. sales_rep is the ID of the employee handling the sale. Number of days passed since the order date is a computed field.';
COMMENT ON COLUMN job.min_salary IS 'salary is in any currency type';
COMMENT ON COLUMN job.max_salary IS 'salary is in any currency type';
COMMENT ON COLUMN employee.salary IS 'salary is in any currency type';
COMMENT ON COLUMN salary_history.old_salary IS 'salary is in any currency type';
COMMENT ON COLUMN department.budget IS 'budget is in US dollars';
COMMENT ON COLUMN proj_dept_budget.projected_budget IS 'budget is in US dollars';
