-- saphr: the HR part of SAP's "SAP Sample Content for FI, HR and SD", the sample data of
-- SAP Datasphere's (formerly SAP Data Warehouse Cloud's) sample content package, for a
-- fictitious manufacturer "ACME" (company codes 'ACME NA Corp.', 'ACME LA Corp.', 'ACME
-- Western EU SE'): 1,828 people, one row each in four employee tables keyed by
-- employeeid ('E000094'): employee_personal_data (firstname, lastname and fullname
-- "First Last", gender 'M'/'F', maritalstatus 'Single'/'Married', ethnicity, yearofbirth
-- 1950-1997, locationid, the office's airport-style code 'SFO', 'LHR'),
-- employee_headcount (divisionid 'DIV03', departmentid 'DEP032', jobid,
-- jobclassificationid 'JC_Expert', managerid 'M237930', date, the day the person
-- started, 2013-12-28 to 2021-05-03; exitdate, the day the person left, 2099-12-31 for
-- the 1,170 still employed; exitreason, 'Undisclosed' for those still employed, else one
-- of six reasons, 'Volutary termination - Worklife balance' misspelt as stored; fte,
-- standardweeklyhours and workingdaysperweek, 1, 40 and 5 for all; salary in whole
-- units, 971 to 984,105, median 86,326, yearly amounts by their size),
-- employee_performance (performance 'Insufficient', 'Progressing', 'Satisfactory',
-- 'Successful', 'Outstanding', 'Extraordinary'; impactofloss 'Unassigned', 'medium
-- impact', 'very high impact'; futureleader 'TRUE', 'FALSE' or '#', SAP's "not
-- assigned"), employee_position (jobid, newtoposition and fulltime booleans, paygradeid
-- 'GR-9', 'H-1', companycode, businessarea 'Business Area A' to 'D'); 24 managers
-- (hr_managers: managerid 'M019974', firstname, lastname, fullname) to whom the people
-- report; and the code tables of SAP's master data and texts pattern, each code in one
-- table (language 'EN', createdby a number, createdat 2021-06-03) and its English name
-- in a second one (short_description, medium_description, long_description, most of them
-- empty): 10 divisions ('Sales', 'Manufacturing ' with a trailing blank, 'HR', ...), 28
-- departments ('Outbound', 'Production', 'Recruitment', ...), 91 jobs ('Junior
-- Accountant', 'Buyer', ...; the name in medium_description) each with a job
-- classification, 8 job classifications ('Associate' to 'Senior Executive'), 24
-- locations (10 cities, the countries 'USA', 'GER', 'ENG', ..., the regions 'NA',
-- 'EMEA', 'APJ', 'LATAM' and 'GLOBAL'; 'Banglore' as stored) and the location tree
-- (location_hierarchy: each node's parent in level, '<root>' for GLOBAL). The data of a
-- demo, as SAP ships it: the headcount table names its 24 managers by their manager
-- number ('M019974') where the other employee tables hold the same number as an employee
-- number ('E019974'), so that 24 headcount rows have no personal data and 24 people of
-- the other three tables no headcount row; 8 of those 24 E rows carry another name than
-- hr_managers gives the manager (M038623 'Anna Moser', E038623 'Bardia Cypher'); 20 of
-- the managers are their own manager; 15 headcount rows name another job classification
-- than their job's. See bench/realdb/README.md.
-- Source: github.com/SAP-samples/datasphere-content, commit e6b81cd
-- (e6b81cd4d8ea774d5e2bbb9f692a487b8dc2d302, 12 March 2026, "Finance & Spend Analytics
-- for SAP Procurement"; the HR files unchanged since commit 11834b3, 5 October 2021,
-- "SAP Sample Content for FI, HR and SD"): the 16 files of SAP_Sample_Content/CSV/HR/
-- (Departments.csv, DepartmentTexts.csv, Divisions.csv, DivisionTexts.csv,
-- EmployeeHeadcount.csv, EmployeePerformance.csv, EmployeePersonalData.csv,
-- EmployeePosition.csv, HRManager.csv, Job.csv, JobClassification.csv,
-- JobClassificationTexts.csv, JobTexts.csv, Location.csv, LocationHierarchy.csv,
-- LocationTexts.csv), all their rows. The FI and SD files of the same package are left
-- out (their FI transactions are absent from the stored copy read; the SD sales orders
-- are SAP's EPM model, as in bench/realdb/shine).
-- License: Apache License, Version 2.0, as the repository states it (LICENSE,
-- LICENSES/Apache-2.0.txt, .reuse/dep5 "Files: * Copyright: 2019-2023 SAP SE or an SAP
-- affiliate company and data-warehouse-cloud-content License: Apache-2.0";
-- SAP_Sample_Content/README.md: "Copyright (c) 2023 SAP SE or an SAP affiliate company.
-- All rights reserved. This project is licensed under the Apache Software License,
-- version 2.0 except as noted otherwise in the LICENSE file."). This conversion under
-- the same license.
-- Converted to PostgreSQL: schema public; one table per file, named in snake case
-- (EmployeeHeadcount.csv as employee_headcount, HRManager.csv as hr_managers, Job.csv as
-- jobs, LocationHierarchy.csv as location_hierarchy, DepartmentTexts.csv as
-- department_texts); the columns by the files' headers in lower case, so run together
-- (EMPLOYEEID as employeeid, FIRSTNAME as firstname, YEAROFBIRTH as yearofbirth,
-- STANDARDWEEKLYHOURS as standardweeklyhours; DATE as date, SHORT_DESCRIPTION as
-- short_description); the YYYYMMDD dates as date (20991231 as 2099-12-31), numbers as
-- integer or numeric, the job ids as integer, NEWTOPOSITION and FULLTIME
-- ('TRUE'/'FALSE') as boolean, FUTURELEADER as text since it holds '#' too; empty fields
-- as NULL; the files' byte-order marks dropped; every other value as stored, trailing
-- blanks included. The files declare no keys: the primary keys (each code, each code and
-- language of the texts, each employeeid) and the foreign keys the data implies are
-- ours; the data satisfy them all but employee_headcount's to employee_personal_data,
-- declared NOT VALID after the rows for the 24 managers' rows. The rows by COPY in the
-- files' order.

CREATE TABLE job_classifications (
    jobclassificationid varchar(30) PRIMARY KEY,
    language varchar(2) NOT NULL,
    createdby integer,
    createdat date
);

CREATE TABLE job_classification_texts (
    jobclassificationid varchar(30) NOT NULL REFERENCES job_classifications (jobclassificationid),
    language varchar(2) NOT NULL,
    short_description varchar(60),
    medium_description varchar(120),
    long_description varchar(255),
    PRIMARY KEY (jobclassificationid, language)
);

CREATE TABLE jobs (
    jobid integer PRIMARY KEY,
    jobclassificationid varchar(30) NOT NULL REFERENCES job_classifications (jobclassificationid),
    language varchar(2) NOT NULL,
    createdby integer,
    createdat date
);

CREATE TABLE job_texts (
    jobid integer NOT NULL REFERENCES jobs (jobid),
    language varchar(2) NOT NULL,
    short_description varchar(60),
    medium_description varchar(120),
    long_description varchar(255),
    PRIMARY KEY (jobid, language)
);

CREATE TABLE divisions (
    divisionid varchar(10) PRIMARY KEY,
    language varchar(2) NOT NULL,
    createdby integer,
    createdat date
);

CREATE TABLE division_texts (
    divisionid varchar(10) NOT NULL REFERENCES divisions (divisionid),
    language varchar(2) NOT NULL,
    short_description varchar(60),
    medium_description varchar(120),
    long_description varchar(255),
    PRIMARY KEY (divisionid, language)
);

CREATE TABLE departments (
    departmentid varchar(10) PRIMARY KEY,
    language varchar(2) NOT NULL,
    createdby integer,
    createdat date
);

CREATE TABLE department_texts (
    departmentid varchar(10) NOT NULL REFERENCES departments (departmentid),
    language varchar(2) NOT NULL,
    short_description varchar(60),
    medium_description varchar(120),
    long_description varchar(255),
    PRIMARY KEY (departmentid, language)
);

CREATE TABLE locations (
    locationid varchar(10) PRIMARY KEY,
    language varchar(2) NOT NULL,
    createdby integer,
    createdat date
);

CREATE TABLE location_texts (
    locationid varchar(10) NOT NULL REFERENCES locations (locationid),
    language varchar(2) NOT NULL,
    short_description varchar(60),
    medium_description varchar(120),
    long_description varchar(255),
    PRIMARY KEY (locationid, language)
);

CREATE TABLE location_hierarchy (
    hierarchyid varchar(10) PRIMARY KEY REFERENCES locations (locationid),
    description varchar(60),
    level varchar(10)
);

CREATE TABLE hr_managers (
    managerid varchar(10) PRIMARY KEY,
    firstname varchar(40),
    lastname varchar(40),
    fullname varchar(80)
);

CREATE TABLE employee_personal_data (
    employeeid varchar(10) PRIMARY KEY,
    firstname varchar(40),
    lastname varchar(40),
    fullname varchar(80),
    gender char(1),
    maritalstatus varchar(20),
    ethnicity varchar(30),
    yearofbirth integer,
    locationid varchar(10) REFERENCES locations (locationid)
);

CREATE TABLE employee_headcount (
    employeeid varchar(10) PRIMARY KEY,
    divisionid varchar(10) REFERENCES divisions (divisionid),
    departmentid varchar(10) REFERENCES departments (departmentid),
    jobid integer REFERENCES jobs (jobid),
    jobclassificationid varchar(30) REFERENCES job_classifications (jobclassificationid),
    managerid varchar(10) REFERENCES hr_managers (managerid),
    exitreason varchar(60),
    date date,
    exitdate date,
    fte numeric(5,2),
    standardweeklyhours numeric(5,2),
    workingdaysperweek integer,
    salary integer
);

CREATE TABLE employee_performance (
    employeeid varchar(10) PRIMARY KEY REFERENCES employee_personal_data (employeeid),
    performance varchar(30),
    impactofloss varchar(30),
    futureleader varchar(5)
);

CREATE TABLE employee_position (
    employeeid varchar(10) PRIMARY KEY REFERENCES employee_personal_data (employeeid),
    jobid integer REFERENCES jobs (jobid),
    newtoposition boolean,
    paygradeid varchar(10),
    fulltime boolean,
    companycode varchar(40),
    businessarea varchar(40)
);

COPY job_classifications (jobclassificationid, language, createdby, createdat) FROM stdin;
JC_Associate	EN	2	2021-06-03
JC_Specialist	EN	6	2021-06-03
JC_Senior specialist	EN	15	2021-06-03
JC_Expert	EN	8	2021-06-03
JC_Manager	EN	10	2021-06-03
JC_Director	EN	12	2021-06-03
JC_Executive	EN	7	2021-06-03
JC_Senior Executive	EN	\N	2021-06-03
\.

COPY job_classification_texts (jobclassificationid, language, short_description, medium_description, long_description) FROM stdin;
JC_Associate	EN	Associate	\N	\N
JC_Specialist	EN	Specialist	\N	\N
JC_Senior specialist	EN	Senior specialist	\N	\N
JC_Expert	EN	Expert	\N	\N
JC_Manager	EN	Manager	\N	\N
JC_Director	EN	Director	\N	\N
JC_Executive	EN	Executive	\N	\N
JC_Senior Executive	EN	Senior Executive	\N	\N
\.

COPY jobs (jobid, jobclassificationid, language, createdby, createdat) FROM stdin;
211	JC_Associate	EN	9	2021-06-03
221	JC_Associate	EN	10	2021-06-03
251	JC_Associate	EN	24	2021-06-03
261	JC_Associate	EN	2	2021-06-03
281	JC_Associate	EN	1	2021-06-03
291	JC_Associate	EN	13	2021-06-03
301	JC_Associate	EN	14	2021-06-03
311	JC_Associate	EN	4	2021-06-03
341	JC_Associate	EN	25	2021-06-03
351	JC_Associate	EN	20	2021-06-03
361	JC_Associate	EN	8	2021-06-03
371	JC_Associate	EN	5	2021-06-03
401	JC_Associate	EN	6	2021-06-03
411	JC_Associate	EN	23	2021-06-03
421	JC_Associate	EN	16	2021-06-03
431	JC_Associate	EN	15	2021-06-03
441	JC_Associate	EN	17	2021-06-03
450	JC_Associate	EN	13	2021-06-03
461	JC_Associate	EN	18	2021-06-03
446	JC_Director	EN	7	2021-06-03
455	JC_Director	EN	2	2021-06-03
447	JC_Executive	EN	10	2021-06-03
601	JC_Executive	EN	18	2021-06-03
214	JC_Expert	EN	22	2021-06-03
303	JC_Expert	EN	21	2021-06-03
323	JC_Expert	EN	21	2021-06-03
333	JC_Expert	EN	14	2021-06-03
353	JC_Expert	EN	3	2021-06-03
374	JC_Expert	EN	4	2021-06-03
383	JC_Expert	EN	13	2021-06-03
393	JC_Expert	EN	7	2021-06-03
404	JC_Expert	EN	16	2021-06-03
414	JC_Expert	EN	4	2021-06-03
424	JC_Expert	EN	12	2021-06-03
434	JC_Expert	EN	17	2021-06-03
444	JC_Expert	EN	13	2021-06-03
453	JC_Expert	EN	11	2021-06-03
464	JC_Expert	EN	22	2021-06-03
215	JC_Manager	EN	13	2021-06-03
445	JC_Manager	EN	7	2021-06-03
454	JC_Manager	EN	18	2021-06-03
456	JC_Senior Executive	EN	19	2021-06-03
457	JC_Senior Executive	EN	5	2021-06-03
500	JC_Senior Executive	EN	23	2021-06-03
602	JC_Senior Executive	EN	4	2021-06-03
213	JC_Senior specialist	EN	23	2021-06-03
232	JC_Senior specialist	EN	14	2021-06-03
233	JC_Senior specialist	EN	20	2021-06-03
242	JC_Senior specialist	EN	19	2021-06-03
253	JC_Senior specialist	EN	2	2021-06-03
263	JC_Senior specialist	EN	14	2021-06-03
272	JC_Senior specialist	EN	16	2021-06-03
293	JC_Senior specialist	EN	21	2021-06-03
302	JC_Senior specialist	EN	1	2021-06-03
322	JC_Senior specialist	EN	5	2021-06-03
332	JC_Senior specialist	EN	2	2021-06-03
343	JC_Senior specialist	EN	21	2021-06-03
352	JC_Senior specialist	EN	3	2021-06-03
373	JC_Senior specialist	EN	16	2021-06-03
382	JC_Senior specialist	EN	5	2021-06-03
392	JC_Senior specialist	EN	24	2021-06-03
403	JC_Senior specialist	EN	19	2021-06-03
413	JC_Senior specialist	EN	20	2021-06-03
423	JC_Senior specialist	EN	8	2021-06-03
433	JC_Senior specialist	EN	12	2021-06-03
443	JC_Senior specialist	EN	12	2021-06-03
452	JC_Senior specialist	EN	12	2021-06-03
463	JC_Senior specialist	EN	10	2021-06-03
212	JC_Specialist	EN	2	2021-06-03
222	JC_Specialist	EN	5	2021-06-03
231	JC_Specialist	EN	21	2021-06-03
241	JC_Specialist	EN	6	2021-06-03
252	JC_Specialist	EN	21	2021-06-03
262	JC_Specialist	EN	17	2021-06-03
271	JC_Specialist	EN	5	2021-06-03
282	JC_Specialist	EN	21	2021-06-03
292	JC_Specialist	EN	10	2021-06-03
312	JC_Specialist	EN	4	2021-06-03
321	JC_Specialist	EN	18	2021-06-03
331	JC_Specialist	EN	2	2021-06-03
342	JC_Specialist	EN	25	2021-06-03
362	JC_Specialist	EN	9	2021-06-03
372	JC_Specialist	EN	18	2021-06-03
381	JC_Specialist	EN	2	2021-06-03
402	JC_Specialist	EN	7	2021-06-03
412	JC_Specialist	EN	5	2021-06-03
422	JC_Specialist	EN	20	2021-06-03
432	JC_Specialist	EN	25	2021-06-03
442	JC_Specialist	EN	12	2021-06-03
451	JC_Specialist	EN	13	2021-06-03
462	JC_Specialist	EN	24	2021-06-03
\.

COPY job_texts (jobid, language, short_description, medium_description, long_description) FROM stdin;
211	EN	\N	Junior Accountant	\N
221	EN	\N	Acquisition manager	\N
251	EN	\N	Buyer	\N
261	EN	\N	Designer	\N
281	EN	\N	Facilities Manager	\N
291	EN	\N	Product Optimization Engineer	\N
301	EN	\N	IT specialist	\N
311	EN	\N	Corporate legal assistant	\N
341	EN	\N	Partner relationship manager	\N
351	EN	\N	Development planning	\N
361	EN	\N	Product Design Engineer	\N
371	EN	\N	Recruiter	\N
401	EN	\N	Warehouse worker	\N
411	EN	\N	Material Handler	\N
421	EN	\N	Learning specialist	\N
431	EN	\N	Quality Control Inspector Intern	\N
441	EN	\N	Sales Support Intern	\N
450	EN	\N	Assembler	\N
461	EN	\N	Inside Sales Specialist	\N
446	EN	\N	Strategic account executive	\N
455	EN	\N	Manufacturing Production Manager	\N
447	EN	\N	Sales Manager	\N
601	EN	\N	Executive Assistant to the President	\N
214	EN	\N	Financial Analyst	\N
303	EN	\N	IT Manager	\N
323	EN	\N	Senior Marketing strategy manager	\N
333	EN	\N	Operations manager	\N
353	EN	\N	Senior business development manager	\N
374	EN	\N	senior recruitment manager	\N
383	EN	\N	Senior marketing research manager	\N
393	EN	\N	Senior strategy manager	\N
404	EN	\N	Senior warehouse manager	\N
414	EN	\N	Materials Planner	\N
424	EN	\N	Senior learning director	\N
434	EN	\N	Quality Control Manager	\N
444	EN	\N	Account Executive	\N
453	EN	\N	Manufacturing Engineer	\N
464	EN	\N	Senior inside sales executive	\N
215	EN	\N	Controller	\N
445	EN	\N	Senior Account Executive	\N
454	EN	\N	Manufacturing Process Engineer	\N
456	EN	\N	VP of Engineering	\N
457	EN	\N	VP of Production	\N
500	EN	\N	VP of Finance	\N
602	EN	\N	Chief of staff	\N
213	EN	\N	Auditor	\N
232	EN	\N	Senior communication specialist	\N
233	EN	\N	Communication lead	\N
242	EN	\N	Senior Compensation Manager	\N
253	EN	\N	Purchasing Manager	\N
263	EN	\N	Design lead	\N
272	EN	\N	Senior employee relations specialist	\N
293	EN	\N	Product Optimization Engineer Manager	\N
302	EN	\N	Senior IT Specialist	\N
322	EN	\N	Marketing strategy manager 	\N
332	EN	\N	Senior operations specialist	\N
343	EN	\N	Senior partner manager	\N
352	EN	\N	Business development lead	\N
373	EN	\N	Recruitment manager	\N
382	EN	\N	Marketing research manager	\N
392	EN	\N	Strategy manager	\N
403	EN	\N	Warehouse manager	\N
413	EN	\N	Materials Manager	\N
423	EN	\N	Learning Director	\N
433	EN	\N	Senior Quality Control Inspector	\N
443	EN	\N	Sales operations specialist	\N
452	EN	\N	Manufacturing Technician	\N
463	EN	\N	Inside sales executive	\N
212	EN	\N	Senior Accountant	\N
222	EN	\N	Senior acquisition manager	\N
231	EN	\N	Communication specialist	\N
241	EN	\N	Compensation Manager	\N
252	EN	\N	Senior Buyer	\N
262	EN	\N	Senior designer	\N
271	EN	\N	Employee relations specialist	\N
282	EN	\N	Senior facilities manager	\N
292	EN	\N	Senior Product Optimization Engineer	\N
312	EN	\N	Corporate lawyer	\N
321	EN	\N	Marketing strategy specialist 	\N
331	EN	\N	Operations specialist	\N
342	EN	\N	Senior partner relationship manager	\N
362	EN	\N	Senior Product Design Engineer	\N
372	EN	\N	Senior recruiter	\N
381	EN	\N	Marketing research specialist	\N
402	EN	\N	Warehouse supervisor	\N
412	EN	\N	Materials Management Supervisor	\N
422	EN	\N	Learning Business Partner	\N
432	EN	\N	Quality Control Inspector	\N
442	EN	\N	Sales Support Specialist	\N
451	EN	\N	Assembly Supervisor	\N
462	EN	\N	Senior inside Sales Specialist	\N
\.

COPY divisions (divisionid, language, createdby, createdat) FROM stdin;
DIV00	EN	7	2021-06-03
DIV01	EN	5	2021-06-03
DIV02	EN	2	2021-06-03
DIV03	EN	11	2021-06-03
DIV04	EN	9	2021-06-03
DIV05	EN	4	2021-06-03
DIV06	EN	1	2021-06-03
DIV07	EN	14	2021-06-03
DIV08	EN	12	2021-06-03
DIV09	EN	5	2021-06-03
\.

COPY division_texts (divisionid, language, short_description, medium_description, long_description) FROM stdin;
DIV00	EN	Office of CEO	\N	\N
DIV01	EN	Finance	\N	\N
DIV02	EN	Manufacturing 	\N	\N
DIV03	EN	Sales	\N	\N
DIV04	EN	Marketing	\N	\N
DIV05	EN	Engineering	\N	\N
DIV06	EN	Corp Dev	\N	\N
DIV07	EN	Legal	\N	\N
DIV08	EN	HR	\N	\N
DIV09	EN	Supply Chain	\N	\N
\.

COPY departments (departmentid, language, createdby, createdat) FROM stdin;
DEP000	EN	12	2021-06-03
DEP007	EN	21	2021-06-03
DEP011	EN	16	2021-06-03
DEP012	EN	20	2021-06-03
DEP013	EN	7	2021-06-03
DEP014	EN	11	2021-06-03
DEP021	EN	15	2021-06-03
DEP022	EN	15	2021-06-03
DEP023	EN	11	2021-06-03
DEP031	EN	17	2021-06-03
DEP032	EN	14	2021-06-03
DEP041	EN	5	2021-06-03
DEP042	EN	21	2021-06-03
DEP043	EN	1	2021-06-03
DEP044	EN	21	2021-06-03
DEP051	EN	5	2021-06-03
DEP052	EN	3	2021-06-03
DEP061	EN	13	2021-06-03
DEP062	EN	25	2021-06-03
DEP063	EN	24	2021-06-03
DEP064	EN	18	2021-06-03
DEP081	EN	5	2021-06-03
DEP082	EN	2	2021-06-03
DEP083	EN	7	2021-06-03
DEP084	EN	23	2021-06-03
DEP091	EN	13	2021-06-03
DEP092	EN	5	2021-06-03
DEP093	EN	22	2021-06-03
\.

COPY department_texts (departmentid, language, short_description, medium_description, long_description) FROM stdin;
DEP000	EN	Office of CEO	\N	\N
DEP007	EN	Legal	\N	\N
DEP011	EN	Accounting	\N	\N
DEP012	EN	Operations	\N	\N
DEP013	EN	IT	\N	\N
DEP014	EN	Facilities	\N	\N
DEP021	EN	Quality Control	\N	\N
DEP022	EN	Procurement	\N	\N
DEP023	EN	Production	\N	\N
DEP031	EN	Low Touch	\N	\N
DEP032	EN	Outbound	\N	\N
DEP041	EN	Marketing Strategy	\N	\N
DEP042	EN	Design	\N	\N
DEP043	EN	Research	\N	\N
DEP044	EN	Communications	\N	\N
DEP051	EN	Innovation	\N	\N
DEP052	EN	Optimization 	\N	\N
DEP061	EN	Strategy	\N	\N
DEP062	EN	Planning	\N	\N
DEP063	EN	Partnerships	\N	\N
DEP064	EN	Acquisitions	\N	\N
DEP081	EN	Recruitment	\N	\N
DEP082	EN	Compensation	\N	\N
DEP083	EN	Training and Development	\N	\N
DEP084	EN	Employee Relations	\N	\N
DEP091	EN	Purchasing	\N	\N
DEP092	EN	Material	\N	\N
DEP093	EN	Warehouse	\N	\N
\.

COPY locations (locationid, language, createdby, createdat) FROM stdin;
SYD	EN	21	2021-06-03
PHL	EN	12	2021-06-03
LHR	EN	24	2021-06-03
BLR	EN	23	2021-06-03
FRA	EN	11	2021-06-03
SFO	EN	11	2021-06-03
DXB	EN	11	2021-06-03
MEC	EN	7	2021-06-03
YVR	EN	15	2021-06-03
PVG	EN	14	2021-06-03
AUS	EN	14	2021-06-03
MEX	EN	19	2021-06-03
ENG	EN	25	2021-06-03
USA	EN	4	2021-06-03
GER	EN	8	2021-06-03
UAE	EN	14	2021-06-03
IND	EN	3	2021-06-03
CHN	EN	19	2021-06-03
CAN	EN	6	2021-06-03
LATAM	EN	8	2021-06-03
APJ	EN	9	2021-06-03
EMEA	EN	17	2021-06-03
NA	EN	12	2021-06-03
GLOBAL	EN	22	2021-06-03
\.

COPY location_texts (locationid, language, short_description, medium_description, long_description) FROM stdin;
SYD	EN	Sydney	Sydney	\N
PHL	EN	Philadelphia	Philadelphia	\N
LHR	EN	London	London	\N
BLR	EN	Banglore	Banglore	\N
FRA	EN	Frankfurt	Frankfurt	\N
SFO	EN	San Francisco	San Francisco	\N
DXB	EN	Dubai	Dubai	\N
MEC	EN	Mexico City	Mexico City	\N
YVR	EN	Vancouver	Vancouver	\N
PVG	EN	Beijing	Beijing	\N
AUS	EN	Australia	Australia	\N
MEX	EN	Mexico	Mexico	\N
ENG	EN	England	England	\N
USA	EN	United States	United States	\N
GER	EN	Germany	Germany	\N
UAE	EN	United Arab Emirates	United Arab Emirates	\N
IND	EN	India	India	\N
CHN	EN	China	China	\N
CAN	EN	Canada	Canada	\N
LATAM	EN	LATAM	Latin America	\N
APJ	EN	APJ	Asia Pacific Japan	\N
EMEA	EN	EMEA	Europe - Middle East and Africa	\N
NA	EN	NA	North America	\N
GLOBAL	EN	Global	Global	\N
\.

COPY location_hierarchy (hierarchyid, description, level) FROM stdin;
MEC	Mexico City	MEX
LHR	London	ENG
PHL	Philadelphia	USA
SYD	Sydney	AUS
SFO	San Francisco	USA
FRA	Frankfurt	GER
DXB	Dubai	UAE
BLR	Banglore	IND
PVG	Beijing	CHN
YVR	Vancouver	CAN
AUS	Australia	APJ
MEX	Mexico	LATAM
ENG	England	EMEA
USA	United States	NA
GER	Germany	EMEA
UAE	United Arab Emirates	EMEA
IND	India	APJ
CHN	China	APJ
CAN	Canada	NA
LATAM	LATAM	GLOBAL
APJ	APJ	GLOBAL
EMEA	EMEA	GLOBAL
NA	NA	GLOBAL
GLOBAL	GLOBAL	<root>
\.

COPY hr_managers (managerid, firstname, lastname, fullname) FROM stdin;
M019974	Amanda	Bigonnet	Amanda Bigonnet
M038623	Anna	Moser	Anna Moser
M042395	Benny	Alas	Benny Alas
M044139	Bernie	Willig	Bernie Willig
M044771	Bill	Toor	Bill Toor
M095280	Kearney	Michligk	Kearney Michligk
M096889	Keri	Liu	Keri Liu
M109659	Duong	Aisho	Duong Aisho
M124542	Fay	Del Boccio	Fay Del Boccio
M144808	Hemanth	Eckstein	Hemanth Eckstein
M154464	Hyunwoo	Simpson	Hyunwoo Simpson
M200979	Johann	Steyn	Johann Steyn
M217443	Ka-Lok	Buchholz	Ka-Lok Buchholz
M221184	Karsten	Yang	Karsten Yang
M236190	Laurens	Chao	Laurens Chao
M236347	Philip	Chabert	Philip Chabert
M236816	Laurent	Cameron	Laurent Cameron
M237930	Josh	Alpizar	Josh Alpizar
M242774	Lucy	Tailor	Lucy Tailor
M252825	Marko	Henkes	Marko Henkes
M266882	Corrina	Schilling	Corrina Schilling
M293226	Orla	Montag	Orla Montag
M296403	Marinna	Kranig	Marinna Kranig
M300121	Charyl	Lauzon	Charyl Lauzon
\.

COPY employee_personal_data (employeeid, firstname, lastname, fullname, gender, maritalstatus, ethnicity, yearofbirth, locationid) FROM stdin;
E000094	Aakash	Zuko	Aakash Zuko	F	Single	Hispanic	1961	SYD
E000245	Aakash	Zhang	Aakash Zhang	M	Single	Caucasian	1955	PHL
E000249	Aaron	Zakeri	Aaron Zakeri	M	Single	Caucasian	1955	LHR
E000392	Aaron	Yoo	Aaron Yoo	F	Single	Caucasian	1955	SYD
E000707	Aaron	Yau	Aaron Yau	M	Single	Hispanic	1960	PHL
E000849	Abassin	Yang	Abassin Yang	F	Single	Caucasian	1956	LHR
E000899	Abassin	Xu	Abassin Xu	F	Single	Caucasian	1982	LHR
E000928	Abassin	Wu	Abassin Wu	F	Single	Caucasian	1963	BLR
E001085	Abdellatif	Wong	Abdellatif Wong	F	Single	Hispanic	1957	SYD
E001516	Abdellatif	Wilson	Abdellatif Wilson	F	Single	Caucasian	1963	FRA
E001724	Abdellatif	Wcislo	Abdellatif Wcislo	M	Single	Hispanic	1967	LHR
E001747	Ada	Wang	Ada Wang	F	Married	Caucasian	1966	LHR
E001945	Ada	von Haaren	Ada von Haaren	M	Single	Hispanic	1972	LHR
E002033	Adam	Vashisht	Adam Vashisht	F	Married	Asian	1971	LHR
E002050	Adam	Tse	Adam Tse	F	Married	Asian	1971	LHR
E002358	Adam	Tran	Adam Tran	M	Single	Asian	1971	LHR
E003039	Adam	Tang	Adam Tang	M	Single	Asian	1971	LHR
E003114	Adam	Swan	Adam Swan	M	Single	Caucasian	1957	LHR
E003139	Adhiran	Streight	Adhiran Streight	M	Married	Afro American	1976	LHR
E004551	Adrian	Sharma	Adrian Sharma	M	Single	Hispanic	1977	LHR
E005043	Adrian	Seo	Adrian Seo	F	Married	Caucasian	1972	LHR
E005292	Adrian	Schunck	Adrian Schunck	M	Single	Hispanic	1968	FRA
E005935	Adrian	Roy	Adrian Roy	M	Single	Hispanic	1971	BLR
E006070	Adrian	Ren	Adrian Ren	F	Single	Hispanic	1980	BLR
E006494	Adrien	Polo	Adrien Polo	M	Married	Asian	1975	FRA
E007063	Adrien	Peter	Adrien Peter	F	Single	Caucasian	1995	SFO
E007561	Adrien	Patrick	Adrien Patrick	M	Single	Caucasian	1975	PHL
E008043	Afra	Pang	Afra Pang	M	Single	Hispanic	1983	LHR
E008099	Afra	Nguyen	Afra Nguyen	M	Single	Tribal	1994	SYD
E009099	Aidan	Narayan	Aidan Narayan	F	Single	Caucasian	1967	SYD
E009731	Aidan	Mooney	Aidan Mooney	F	Married	Caucasian	1981	SFO
E009732	Akshay	Meng	Akshay Meng	M	Married	Caucasian	1962	FRA
E009897	Akshay	McAlpine	Akshay McAlpine	F	Single	Caucasian	1980	FRA
E010072	Akshay	Mark	Akshay Mark	F	Single	Hispanic	1973	FRA
E010127	Albert	Mak	Albert Mak	M	Single	Hispanic	1979	DXB
E010260	Albert	Longia	Albert Longia	F	Single	Caucasian	1980	LHR
E010631	Albert	Liu	Albert Liu	F	Single	Caucasian	1976	SFO
E010869	Albert	Lim	Albert Lim	M	Single	Hispanic	1969	PHL
E011085	Albert	Li	Albert Li	M	Married	Other	1976	FRA
E011786	Alex	Lam	Alex Lam	F	Single	Caucasian	1968	PHL
E011803	Alex	Kwiatkowski	Alex Kwiatkowski	F	Married	Afro American	1981	FRA
E012040	Alex	Kretschmer	Alex Kretschmer	M	Single	Hispanic	1986	SYD
E012863	Alex	Kohan	Alex Kohan	F	Single	Asian	1987	FRA
E012908	Alex	Kim	Alex Kim	M	Single	Caucasian	1970	SFO
E012910	Alex	Kerr	Alex Kerr	F	Single	Caucasian	1988	SYD
E012911	Alex	Kappler	Alex Kappler	M	Married	Afro American	1985	LHR
E013049	Alex	Kahana	Alex Kahana	M	Single	Caucasian	1992	BLR
E013080	Alex	Judge	Alex Judge	M	Single	Caucasian	1993	PHL
E013296	Alex	Jarrar	Alex Jarrar	M	Single	Caucasian	1981	LHR
E014311	Alex	Imani	Alex Imani	M	Married	Afro American	1982	PHL
E014813	Alex	Huang	Alex Huang	F	Single	Caucasian	1985	PHL
E014919	Alex	Hsu	Alex Hsu	M	Single	Afro American	1980	PHL
E015365	Alexander	Hiew	Alexander Hiew	M	Married	Afro American	1957	FRA
E015570	Alexander	Haupt	Alexander Haupt	F	Single	Caucasian	1992	FRA
E016145	Alexandra	Hagedorn	Alexandra Hagedorn	M	Single	Caucasian	1997	FRA
E016647	Alexandra	Govindarasu	Alexandra Govindarasu	M	Single	Afro American	1992	SYD
E016813	Alexandre	Ge	Alexandre Ge	M	Single	Caucasian	1992	LHR
E016945	Alexandre	Fung	Alexandre Fung	M	Single	Hispanic	1964	PHL
E017149	Alexandre	Fetzer	Alexandre Fetzer	M	Single	Caucasian	1991	LHR
E017164	Alexandre	Fei	Alexandre Fei	F	Single	Caucasian	1979	PHL
E017429	Alexandre	Ekeland	Alexandre Ekeland	F	Single	Afro American	1984	SYD
E017597	Alexei	Duvelloroy	Alexei Duvelloroy	M	Single	Caucasian	1990	MEC
E017643	Alexei	Djaya	Alexei Djaya	M	Single	Hispanic	1995	SFO
E017904	Alexey	Demehri	Alexey Demehri	M	Single	Caucasian	1960	FRA
E018432	Alexey	Darian	Alexey Darian	F	Single	Caucasian	1968	LHR
E018789	Alexey	Coniglio	Alexey Coniglio	M	Single	Caucasian	1964	FRA
E019006	Alfred	Christ	Alfred Christ	F	Single	Tribal	1982	PHL
E019045	Alfred	Chen	Alfred Chen	F	Single	Caucasian	1963	FRA
E019248	Ali	Chen	Ali Chen	F	Married	Caucasian	1960	LHR
E019441	Ali	Chapman	Ali Chapman	M	Single	Caucasian	1967	LHR
E019473	Ali	Chabert	Ali Chabert	F	Married	Hispanic	1960	PHL
E299668	Peter	Fessler	Peter Fessler	M	Single	Asian	1977	SYD
E020599	Amir	Anugu	Amir Anugu	M	Single	Hispanic	1971	SYD
E023550	Andre	Woodhouse	Andre Woodhouse	M	Single	Caucasian	1957	LHR
E025067	Andreas	Tailor	Andreas Tailor	M	Single	Other	1995	SFO
E029891	Anna	Muts	Anna Muts	M	Single	Afro American	1971	SYD
E031110	Anna	Maalerud	Anna Maalerud	M	Single	Tribal	1964	LHR
E032136	Anne	Li	Anne Li	M	Single	Hispanic	1965	SFO
E032226	Anthony	Leclercq	Anthony Leclercq	M	Married	Hispanic	1961	LHR
E032265	Anthony	Lam	Anthony Lam	M	Married	Caucasian	1995	LHR
E032510	Anthony	Labouze	Anthony Labouze	M	Single	Hispanic	1981	LHR
E033083	Anthony	Koochakzadeh	Anthony Koochakzadeh	M	Single	Caucasian	1992	LHR
E033329	Anthony	Klassen	Anthony Klassen	M	Single	Hispanic	1992	FRA
E033391	Antoine	Kim	Antoine Kim	M	Single	Caucasian	1973	LHR
E033514	Antoine	Kaur	Antoine Kaur	M	Single	Caucasian	1990	SFO
E033711	Antoine	Kandagatla	Antoine Kandagatla	M	Single	Caucasian	1985	PHL
E034304	April	Jin	April Jin	M	Single	Caucasian	1982	LHR
E034691	Arash	Hu	Arash Hu	M	Single	Caucasian	1991	FRA
E034854	Ariel	Ho	Ariel Ho	M	Single	Caucasian	1964	LHR
E035402	Ashish	Han	Ashish Han	M	Single	Hispanic	1966	LHR
E003682	Adhiran	Stad	Adhiran Stad	M	Single	Caucasian	1974	LHR
E035925	Ashok	Gong	Ashok Gong	M	Married	Caucasian	1979	BLR
E036686	Ashok	Furlan	Ashok Furlan	M	Married	Asian	1971	LHR
E036805	Ashutosh	Fancois	Ashutosh Fancois	M	Married	Asian	1971	LHR
E037122	Ashutosh	Fenollosa	Ashutosh Fenollosa	M	Single	Asian	1971	LHR
E037286	Ashutosh	Esquivel	Ashutosh Esquivel	M	Single	Caucasian	1971	LHR
E037827	Asif	Eastmond	Asif Eastmond	M	Single	Asian	1971	LHR
E037981	Asif	Doerr	Asif Doerr	M	Single	Caucasian	1972	LHR
E003720	Adhiran	Song	Adhiran Song	M	Married	Afro American	1970	LHR
E038261	Bardia	Deng	Bardia Deng	M	Single	Hispanic	1957	LHR
E038588	Bardia	Dea	Bardia Dea	M	Married	Caucasian	1955	LHR
E003956	Adrian	Simpson	Adrian Simpson	M	Single	Caucasian	1974	LHR
E039236	Barry	Cheng	Barry Cheng	M	Single	Hispanic	1992	PHL
E039468	Bastian	Chen	Bastian Chen	M	Single	Hispanic	1963	LHR
E039897	Bastian	Chan	Bastian Chan	M	Single	Caucasian	1960	BLR
E040731	Ben	Carrothers	Ben Carrothers	M	Single	Caucasian	1957	PHL
E041119	Ben	BURNIER	Ben BURNIER	M	Married	Asian	1956	LHR
E041336	Benedikt	Bolognese	Benedikt Bolognese	M	Single	Caucasian	1995	SYD
E041378	Benedikt	Bergman	Benedikt Bergman	M	Single	Caucasian	1961	FRA
E042076	Benjamin	Asadi	Benjamin Asadi	M	Single	Tribal	1992	SYD
E042116	Benjamin	Ancelin	Benjamin Ancelin	M	Single	Caucasian	1975	SYD
E042395	Benny	Alas	Benny Alas	M	Married	Caucasian	1990	LHR
E042444	Benny	Zhu	Benny Zhu	M	Married	Caucasian	1982	LHR
E042449	Benny	Zhao	Benny Zhao	M	Single	Caucasian	1985	PHL
E042648	Benny	Zhang	Benny Zhang	M	Single	Hispanic	1991	SYD
E042934	Benny	Yun	Benny Yun	M	Single	Hispanic	1992	MEC
E043111	Benny	Yoldemir	Benny Yoldemir	M	Single	Caucasian	1991	SYD
E043212	Bernhard	Yao	Bernhard Yao	M	Single	Caucasian	1964	SYD
E043216	Bernhard	Yan	Bernhard Yan	M	Single	Hispanic	1963	SYD
E043497	Bernhard	Xu	Bernhard Xu	M	Married	Other	1967	LHR
E043857	Bernie	Wu	Bernie Wu	M	Married	Caucasian	1990	SYD
E044209	Berthold	Wang	Berthold Wang	M	Single	Caucasian	1979	SYD
E044465	Bettina	Visser	Bettina Visser	M	Married	Afro American	1971	SYD
E044724	Bettina	Tsai	Bettina Tsai	M	Single	Asian	1971	SYD
E044771	Bill	Toor	Bill Toor	M	Single	Caucasian	1971	SYD
E045291	Bill	Tan	Bill Tan	M	Single	Caucasian	1971	SYD
E045576	Binyan	Sun	Binyan Sun	M	Married	Afro American	1957	SYD
E008072	Afra	Ocariza	Afra Ocariza	F	Single	Caucasian	1981	LHR
E047301	Bob	Schneider	Bob Schneider	M	Single	Caucasian	1973	LHR
E047628	Bob	Sanchez	Bob Sanchez	M	Single	Afro American	1963	SFO
E048203	Borislav	Roy	Borislav Roy	M	Married	Afro American	1982	LHR
E049035	Brain	Radulescu	Brain Radulescu	M	Single	Caucasian	1966	LHR
E049278	Brain	Pinto	Brain Pinto	M	Single	Caucasian	1981	SYD
E049529	Brain	Peruzzi	Brain Peruzzi	M	Single	Afro American	1955	SYD
E049665	Bray	Patel	Bray Patel	M	Single	Caucasian	1967	SYD
E009586	Aidan	Murray	Aidan Murray	F	Single	Caucasian	1968	SYD
E049840	Bray	Obry	Bray Obry	M	Single	Hispanic	1985	SYD
E049894	Brett	Neo	Brett Neo	M	Single	Caucasian	1961	SYD
E049972	Brett	Nam	Brett Nam	M	Single	Caucasian	1990	SFO
E050084	Brett	Mulchandani	Brett Mulchandani	M	Single	Afro American	1992	LHR
E050121	Brett	Montag	Brett Montag	M	Single	Caucasian	1964	SFO
E050232	Brett	Meng	Brett Meng	M	Single	Hispanic	1992	DXB
E050876	Brett	Marienfeld	Brett Marienfeld	M	Single	Caucasian	1991	SYD
E051425	Brett	Lo	Brett Lo	M	Single	Tribal	1960	FRA
E051673	Brian	Liu	Brian Liu	M	Single	Hispanic	1967	LHR
E052176	Brian	Leung	Brian Leung	M	Married	Caucasian	1979	PHL
E052710	Brian	Laterman	Brian Laterman	M	Single	Caucasian	1971	FRA
E052792	Brian	Lailhacar	Brian Lailhacar	M	Married	Hispanic	1961	SFO
E053339	Brian	Koh	Brian Koh	M	Single	Hispanic	1971	SFO
E053570	Brian	Kehayov	Brian Kehayov	M	Single	Afro American	1972	FRA
E054330	Brian	Kapil	Brian Kapil	M	Single	Caucasian	1957	SYD
E054381	BrianC	Kadarusman	BrianC Kadarusman	M	Single	Other	1957	LHR
E054607	BrianC	Johnston	BrianC Johnston	M	Single	Caucasian	1955	SFO
E055236	Brianna	Jaecksch	Brianna Jaecksch	M	Single	Afro American	1964	SYD
E055438	Brianna	Huynh	Brianna Huynh	M	Single	Caucasian	1986	LHR
E055687	Brianna	Huang	Brianna Huang	M	Single	Hispanic	1995	LHR
E056710	Burak	Hertzog	Burak Hertzog	M	Single	Afro American	1963	SYD
E056816	Burak	Hassler	Burak Hassler	M	Single	Tribal	1992	LHR
E056995	Caleb	Han	Caleb Han	M	Single	Afro American	1982	SYD
E057557	Caleb	Groeneveld	Caleb Groeneveld	M	Married	Hispanic	1957	SYD
E057879	Carlos	Goodman	Carlos Goodman	M	Married	Caucasian	1981	YVR
E057888	Carlos	Godfree	Carlos Godfree	M	Single	Hispanic	1967	LHR
E058220	Carmen	Fessler	Carmen Fessler	M	Single	Caucasian	1990	FRA
E058269	Carmen	Favre	Carmen Favre	M	Single	Hispanic	1992	FRA
E058435	Carmen	Eichmann	Carmen Eichmann	M	Single	Caucasian	1992	PHL
E059034	Carmen	Dunn	Carmen Dunn	M	Single	Caucasian	1985	SFO
E059116	Carmen	Dittakavi	Carmen Dittakavi	M	Single	Caucasian	1964	SYD
E011442	Albert	Leung	Albert Leung	F	Single	Caucasian	1971	FRA
E060532	Catherine	Coldrey	Catherine Coldrey	M	Single	Hispanic	1956	SYD
E060808	Catherine	Choy	Catherine Choy	M	Single	Caucasian	1977	SYD
E061178	Catkin	Chen	Catkin Chen	M	Single	Caucasian	1995	SYD
E061217	Catkin	Chang	Catkin Chang	M	Single	Caucasian	1982	SYD
E061830	Cesar	Callaghan	Cesar Callaghan	M	Single	Hispanic	1992	SYD
E062112	Chandan	Botticchio	Chandan Botticchio	M	Single	Caucasian	1963	FRA
E062171	Chandan	Biehn	Chandan Biehn	M	Single	Hispanic	1967	LHR
E062287	Chandan	Bazira	Chandan Bazira	M	Married	Caucasian	1990	LHR
E062392	Chang	Baetz	Chang Baetz	M	Single	Hispanic	1995	SYD
E062414	Chang	Au	Chang Au	M	Married	Asian	1979	SYD
E062439	Chang	Angara	Chang Angara	M	Married	Asian	1971	SYD
E062470	Chang	Almonte	Chang Almonte	M	Single	Asian	1971	SFO
E063021	Chang	Zou	Chang Zou	M	Single	Asian	1971	SFO
E063203	Chao	Zhao	Chao Zhao	M	Single	Caucasian	1971	MEC
E063284	Chao	Zhang	Chao Zhang	M	Married	Afro American	1961	SFO
E063710	Chapman	Yao	Chapman Yao	M	Single	Hispanic	1955	SFO
E064758	Charlotte	Wu	Charlotte Wu	M	Single	Hispanic	1957	PHL
E064790	Charlotte	Wong	Charlotte Wong	M	Single	Hispanic	1981	FRA
E065013	Cheryl	Willig	Cheryl Willig	M	Single	Caucasian	1992	PHL
E065354	Cheryl	Wang	Cheryl Wang	M	Single	Caucasian	1973	LHR
E066221	Chester	Visser	Chester Visser	M	Single	Caucasian	1985	LHR
E066493	Chethan	Tse	Chethan Tse	M	Single	Hispanic	1957	SFO
E066909	Chethan	Toor	Chethan Toor	M	Single	Tribal	1982	SYD
E067408	Chethan	Thirmal	Chethan Thirmal	M	Single	Caucasian	1990	LHR
E067571	Chris	Tan	Chris Tan	M	Married	Caucasian	1992	FRA
E067594	Chris	Sung	Chris Sung	M	Married	Caucasian	1991	LHR
E068195	Christina	Song	Christina Song	M	Single	Hispanic	1980	SYD
E068446	Christina	Shao	Christina Shao	M	Single	Hispanic	1973	SYD
E069180	Christina	Sengupta	Christina Sengupta	M	Single	Caucasian	1966	LHR
E069610	Christine	Sandepogu	Christine Sandepogu	M	Single	Caucasian	1984	LHR
E069773	Christine	Roy	Christine Roy	M	Single	Hispanic	1997	LHR
E069905	Christine	Reese	Christine Reese	M	Married	Other	1989	SYD
E069908	Christoph	Rapthadu	Christoph Rapthadu	M	Married	Caucasian	1993	LHR
E070521	Christoph	Pinto	Christoph Pinto	M	Married	Afro American	1971	FRA
E070570	Christopher	Peruzzi	Christopher Peruzzi	M	Single	Hispanic	1967	SYD
E070596	Christopher	Patel	Christopher Patel	M	Single	Asian	1971	SFO
E071255	Christopher	Obry	Christopher Obry	M	Single	Caucasian	1986	SYD
E071888	Christopher	Nam	Christopher Nam	M	Single	Caucasian	1997	LHR
E072221	Christopher	Muppirala	Christopher Muppirala	M	Married	Afro American	1989	SYD
E072275	Christopher	Montag	Christopher Montag	M	Single	Caucasian	1993	LHR
E072374	Christopher	Meng	Christopher Meng	M	Single	Caucasian	1976	LHR
E014067	Alex	Jahankhani	Alex Jahankhani	M	Single	Caucasian	1991	LHR
E073936	Christopher	MARINESCU	Christopher MARINESCU	M	Married	Afro American	1967	SYD
E074087	Christopher	Mahajan	Christopher Mahajan	M	Single	Caucasian	1971	LHR
E074121	Christy	Lo	Christy Lo	M	Single	Afro American	1985	LHR
E074234	Christy	Liu	Christy Liu	M	Married	Afro American	1991	SYD
E074375	Cindy	Li	Cindy Li	M	Single	Caucasian	1989	SYD
E074415	Cindy	Leung	Cindy Leung	M	Single	Caucasian	1990	LHR
E074517	Cindy	Laterman	Cindy Laterman	M	Single	Caucasian	1989	LHR
E074901	Claire	Lam	Claire Lam	M	Single	Afro American	1990	SYD
E074948	Claire	Kuo	Claire Kuo	M	Single	Caucasian	1990	SYD
E075436	Clarence	Kim	Clarence Kim	M	Single	Caucasian	1989	SYD
E076345	Clarence	Kehayov	Clarence Kehayov	M	Single	Hispanic	1989	SFO
E077136	Clarence	Kapil	Clarence Kapil	M	Single	Caucasian	1981	LHR
E077381	Clarence	Kadarusman	Clarence Kadarusman	M	Single	Caucasian	1987	DXB
E016296	Alexandra	Gu	Alexandra Gu	F	Single	Afro American	1991	FRA
E078389	Corey	Huang	Corey Huang	M	Single	Caucasian	1968	SYD
E078426	Corey	Hsiung	Corey Hsiung	M	Single	Hispanic	1961	SYD
E078612	Corey	Hertzog	Corey Hertzog	M	Single	Caucasian	1976	SYD
E078681	Cynthia	Hassler	Cynthia Hassler	M	Single	Caucasian	1987	SYD
E078928	Cynthia	Habib	Cynthia Habib	M	Single	Tribal	1973	SYD
E079068	Cynthia	Groeneveld	Cynthia Groeneveld	M	Single	Hispanic	1975	SFO
E079106	Cynthia	Goodman	Cynthia Goodman	M	Single	Caucasian	1984	LHR
E080578	Daisy	Gao	Daisy Gao	M	Married	Caucasian	1981	FRA
E081389	Damia	Fei	Damia Fei	M	Single	Caucasian	1987	BLR
E081543	Damia	Eichmann	Damia Eichmann	M	Married	Hispanic	1975	FRA
E084061	Dan	Denonville	Dan Denonville	M	Single	Caucasian	1984	LHR
E084077	Dan	Delhaes	Dan Delhaes	M	Single	Asian	1968	LHR
E084143	Dan	Daniau	Dan Daniau	M	Single	Hispanic	1984	SFO
E084183	Dan	Coldrey	Dan Coldrey	M	Single	Caucasian	1968	LHR
E084490	Dan	Choy	Dan Choy	M	Single	Afro American	1961	SYD
E084661	Daniel	Choi	Daniel Choi	M	Single	Caucasian	1981	SFO
E085125	Daniel	Chen	Daniel Chen	M	Single	Other	1987	YVR
E085186	Daniel	Castro	Daniel Castro	M	Single	Afro American	1984	SYD
E085404	Daniel	Callaghan	Daniel Callaghan	M	Single	Caucasian	1975	SYD
E085673	Daniel	Budhai	Daniel Budhai	M	Single	Hispanic	1973	DXB
E085741	Daniel	Bremer	Daniel Bremer	M	Single	Afro American	1968	SYD
E086340	Daniel	Bazira	Daniel Bazira	M	Single	Tribal	1984	LHR
E086586	Daniel	Baetz	Daniel Baetz	M	Single	Afro American	1968	SFO
E086664	Daniel	Aubert	Daniel Aubert	M	Single	Hispanic	1961	SYD
E087280	Danny	Zbeetnoff	Danny Zbeetnoff	M	Single	Hispanic	1974	FRA
E089626	Darryl	Wong	Darryl Wong	M	Single	Caucasian	1990	LHR
E017695	Alexei	Diehl	Alexei Diehl	F	Single	Caucasian	1996	SFO
E091667	David	Su	David Su	M	Single	Caucasian	1968	DXB
E094339	David	Park	David Park	M	Single	Caucasian	1987	FRA
E094828	Debra	Natarajan	Debra Natarajan	M	Single	Caucasian	1985	BLR
E096013	Dejun	Martin	Dejun Martin	M	Single	Caucasian	1981	BLR
E098863	Derek	Kim	Derek Kim	M	Single	Hispanic	1960	BLR
E103866	Dirk	Grass	Dirk Grass	M	Married	Caucasian	1963	BLR
E104148	Dominik	Flannagan	Dominik Flannagan	M	Single	Hispanic	1982	BLR
E020105	Amanda	Banks	Amanda Banks	M	Married	Asian	1971	PHL
E020119	Amir	Augustin	Amir Augustin	F	Married	Asian	1961	PHL
E022785	Andre	Yang	Andre Yang	F	Single	Asian	1956	SYD
E113211	Edwin	Too	Edwin Too	M	Married	Caucasian	1955	FRA
E114585	Emily	Shin	Emily Shin	M	Single	Hispanic	1972	SFO
E114735	Emily	Shaik	Emily Shaik	M	Single	Caucasian	1972	PHL
E027174	Angela	Roche	Angela Roche	M	Single	Caucasian	1960	LHR
E027507	Angela	Recalde	Angela Recalde	M	Single	Caucasian	1979	LHR
E119581	Eric	Lin	Eric Lin	M	Single	Caucasian	1982	PHL
E121194	Erik	Kanniyappan	Erik Kanniyappan	M	Single	Hispanic	1983	PHL
E032687	Anthony	Kumar	Anthony Kumar	M	Single	Caucasian	1967	LHR
E123482	Faizullah	Fung	Faizullah Fung	M	Married	Caucasian	1981	PHL
E034090	April	Jung	April Jung	M	Single	Caucasian	1957	PHL
E034346	Arash	Ingram	Arash Ingram	M	Single	Hispanic	1991	LHR
E034894	Ariel	Henkes	Ariel Henkes	M	Single	Hispanic	1963	LHR
E035336	Ariel	Harvey	Ariel Harvey	M	Single	Caucasian	1967	LHR
E035565	Ashish	Gumba	Ashish Gumba	M	Married	Afro American	1990	LHR
E131959	Geoff	Sun	Geoff Sun	M	Single	Caucasian	1987	PHL
E138406	Grace	Lin	Grace Lin	M	Single	Caucasian	1972	SFO
E138712	Greg	Lee	Greg Lee	M	Single	Caucasian	1985	LHR
E150556	Houman	Xu	Houman Xu	M	Single	Caucasian	1963	PHL
E152049	Huan	Vega	Huan Vega	M	Single	Tribal	1971	FRA
E038222	Asif	Ding	Asif Ding	M	Single	Caucasian	1957	LHR
E038675	Barry	Chu	Barry Chu	M	Single	Caucasian	1964	LHR
E157200	Inez	Nguyen	Inez Nguyen	M	Single	Caucasian	1981	FRA
E159632	Isabella	Lauzon	Isabella Lauzon	M	Single	Caucasian	1986	DXB
E163395	Ivan	Hu	Ivan Hu	M	Single	Hispanic	1985	SFO
E039862	Bastian	Chaudhary	Bastian Chaudhary	M	Single	Afro American	1982	LHR
E041210	Ben	Brunet	Ben Brunet	M	Single	Afro American	1967	LHR
E168799	Jaideep	Chen	Jaideep Chen	M	Married	Hispanic	1995	FRA
E172739	Jan	Xu	Jan Xu	M	Single	Caucasian	1982	FRA
E299669	Peter	Favre	Peter Favre	M	Single	Caucasian	1969	SYD
E041510	Benjamin	Bacinschi	Benjamin Bacinschi	M	Single	Hispanic	1992	LHR
E187962	Jerome	Gibson	Jerome Gibson	M	Single	Hispanic	1971	FRA
E190410	Jie	Debsi	Jie Debsi	M	Married	Asian	1973	SFO
E192639	Jim	Buchholz	Jim Buchholz	M	Single	Caucasian	1981	PHL
E044105	Bernie	Wong	Bernie Wong	M	Married	Afro American	1995	SYD
E044139	Bernie	Willig	Bernie Willig	M	Single	Hispanic	1995	SYD
E044175	Berthold	Wassmuth	Berthold Wassmuth	M	Single	Hispanic	1956	SYD
E206956	Jonathan	Mishra	Jonathan Mishra	M	Single	Caucasian	1991	SFO
E209320	Joseph	Kumar	Joseph Kumar	M	Married	Caucasian	1971	SYD
E196475	Joanne	Yu	Joanne Yu	M	Single	Caucasian	1963	FRA
E045175	Bill	Thirmal	Bill Thirmal	M	Single	Hispanic	1971	SYD
E045588	Binyan	Strangis	Binyan Strangis	M	Single	Hispanic	1972	SYD
E215481	Julien	Du	Julien Du	M	Married	Other	1991	PHL
E045869	Binyan	St-Denis	Binyan St-Denis	M	Married	Caucasian	1957	SYD
E216877	Ka	Chisholm	Ka Chisholm	M	Single	Caucasian	1986	PHL
E217443	Ka-Lok	Buchholz	Ka-Lok Buchholz	M	Single	Hispanic	1995	PHL
E047192	Bob	Sengupta	Bob Sengupta	M	Single	Asian	1955	LHR
E048614	Borislav	Reese	Borislav Reese	M	Single	Caucasian	1992	LHR
E230427	Kirk	Kappler	Kirk Kappler	M	Single	Caucasian	1975	SFO
E049786	Bray	Pan	Bray Pan	M	Single	Caucasian	1957	SYD
E238255	Lisa	Zhou	Lisa Zhou	M	Married	Caucasian	1974	SFO
E239003	Lisa	Zhao	Lisa Zhao	M	Single	Caucasian	1977	FRA
E239128	Lisa	Yu	Lisa Yu	M	Single	Caucasian	1968	SFO
E239479	Logan	Yang	Logan Yang	M	Single	Asian	1971	FRA
E240055	Lok	Wu	Lok Wu	M	Single	Hispanic	1990	SFO
E240195	Lok	Wood	Lok Wood	F	Single	Caucasian	1990	SFO
E240340	Lok	Wong	Lok Wong	M	Single	Afro American	1975	MEC
E240832	Lorraine	Westmoreland	Lorraine Westmoreland	F	Single	Caucasian	1995	PHL
E241489	Lothar	Venditti	Lothar Venditti	F	Single	Afro American	1981	SFO
E241676	Lothar	Udovicic	Lothar Udovicic	M	Single	Caucasian	1984	SFO
E241744	Lucas	Traver	Lucas Traver	M	Single	Hispanic	1967	SFO
E242108	Lucas	Tiwari	Lucas Tiwari	F	Single	Afro American	1964	SFO
E242774	Lucy	Tailor	Lucy Tailor	F	Single	Afro American	1968	SYD
E243160	Lucy	Su	Lucy Su	F	Single	Hispanic	1981	SFO
E244138	Luis	Smith	Luis Smith	F	Married	Hispanic	1973	SFO
E244224	Luis	Shen	Luis Shen	F	Married	Caucasian	1979	PHL
E230144	Khushi	Kohan	Khushi Kohan	M	Single	Hispanic	1989	SFO
E230762	Konstantinos	Kahana	Konstantinos Kahana	F	Single	Caucasian	1973	SFO
E244532	Lyndon	Schilling	Lyndon Schilling	F	Single	Hispanic	1969	PHL
E245656	Lynn	Roche	Lynn Roche	F	Single	Caucasian	1971	PHL
E245956	Maddy	Ramu	Maddy Ramu	F	Single	Caucasian	1968	PHL
E246422	Maddy	PR	Maddy PR	F	Single	Hispanic	1981	PHL
E246442	Maddy	Petrie	Maddy Petrie	M	Single	Caucasian	1986	PHL
E246698	Madhu	Park	Madhu Park	M	Single	Caucasian	1970	PHL
E247011	Maheshwar	Niekamp	Maheshwar Niekamp	M	Single	Caucasian	1985	PHL
E247476	Maheshwar	Nathaniel	Maheshwar Nathaniel	F	Single	Hispanic	1981	PHL
E247977	Mahsa	McGrath	Mahsa McGrath	M	Single	Hispanic	1981	PHL
E244429	Lyndon	Sethy	Lyndon Sethy	F	Married	Asian	1980	PHL
E248574	Mala	Mammadov	Mala Mammadov	F	Married	Asian	1984	PHL
E244478	Lyndon	Segal	Lyndon Segal	F	Single	Asian	1976	PHL
E248811	Mamoon	Liu	Mamoon Liu	M	Single	Caucasian	1995	PHL
E248894	Mamoon	Lin	Mamoon Lin	F	Single	Asian	1996	MEC
E249285	Marc	Leclercq	Marc Leclercq	F	Single	Hispanic	1955	SFO
E249456	Marc	Lam	Marc Lam	M	Married	Caucasian	1955	SFO
E249554	Marc	Laborde	Marc Laborde	M	Single	Hispanic	1992	SFO
E249630	Marc	Kumar	Marc Kumar	M	Single	Caucasian	1973	SFO
E250035	Marc	Koochakzadeh	Marc Koochakzadeh	M	Single	Hispanic	1960	SFO
E250289	Marc	Klassen	Marc Klassen	F	Single	Hispanic	1956	PHL
E250764	Marc	Kaur	Marc Kaur	F	Single	Caucasian	1963	PHL
E248763	Mala	Maalerud	Mala Maalerud	F	Married	Asian	1990	PHL
E248961	Mamoon	Liang	Mamoon Liang	F	Single	Caucasian	1961	PHL
E251108	Mariam	Jin	Mariam Jin	M	Single	Caucasian	1967	SFO
E251178	Marjolein	Jain	Marjolein Jain	F	Single	Hispanic	1966	SFO
E252283	Marjolein	Huhn	Marjolein Huhn	F	Single	Caucasian	1980	SFO
E252718	Marko	Hu	Marko Hu	F	Married	Caucasian	1985	SFO
E252825	Marko	Henkes	Marko Henkes	M	Single	Caucasian	1971	SFO
E253918	Maryna	Han	Maryna Han	M	Single	Hispanic	1963	SFO
E254237	Maryna	Gumba	Maryna Gumba	F	Single	Caucasian	1964	SFO
E254387	Matthew	Gong	Matthew Gong	M	Single	Hispanic	1966	SFO
E254473	Matthew	Gholami	Matthew Gholami	M	Married	Other	1982	SFO
E255984	Matthias	Fancois	Matthias Fancois	M	Single	Caucasian	1991	SFO
E256138	Matthias	Fenollosa	Matthias Fenollosa	M	Married	Afro American	1991	SFO
E250915	Mariam	Kandagatla	Mariam Kandagatla	F	Single	Hispanic	1957	PHL
E256443	Matthias	Eastmond	Matthias Eastmond	M	Single	Asian	1955	PHL
E256505	Matthias	Doerr	Matthias Doerr	M	Single	Caucasian	1957	PHL
E257047	Matthias	Deng	Matthias Deng	F	Married	Afro American	1981	PHL
E257215	Matthias	Dea	Matthias Dea	M	Single	Caucasian	1990	PHL
E051849	Brian	Li	Brian Li	M	Single	Caucasian	1990	FRA
E258590	Mauricio	Chou	Mauricio Chou	M	Married	Afro American	1972	PHL
E258670	Mehrnoosh	Cheng	Mehrnoosh Cheng	M	Single	Caucasian	1957	PHL
E258697	Mehrnoosh	Chen	Mehrnoosh Chen	F	Single	Afro American	1984	PHL
E258739	Mehrnoosh	Chaudhary	Mehrnoosh Chaudhary	M	Married	Afro American	1961	PHL
E258937	Melissa	Chan	Melissa Chan	M	Single	Caucasian	1987	PHL
E259511	Melissa	BURNIER	Melissa BURNIER	M	Single	Caucasian	1995	PHL
E260466	Merlijn	Bolognese	Merlijn Bolognese	M	Single	Afro American	1955	PHL
E260474	Merlijn	Bergman	Merlijn Bergman	M	Single	Caucasian	1967	PHL
E260750	Michael	Barton	Michael Barton	F	Single	Caucasian	1982	PHL
E261042	Michael	Arriola	Michael Arriola	F	Single	Caucasian	1963	PHL
E261405	Michael	Ancelin	Michael Ancelin	M	Single	Caucasian	1964	PHL
E261551	Michael	Alas	Michael Alas	M	Single	Afro American	1980	PHL
E261619	Michael	Zhou	Michael Zhou	F	Single	Caucasian	1985	PHL
E261658	Michael	Zhao	Michael Zhao	M	Single	Hispanic	1992	PHL
E262940	Michael	Zhan	Michael Zhan	F	Single	Caucasian	1972	PHL
E263151	Michael	Yew	Michael Yew	F	Single	Caucasian	1963	PHL
E263253	Michael	Xu	Michael Xu	M	Single	Tribal	1992	PHL
E263395	Michael	Woodhouse	Michael Woodhouse	M	Single	Caucasian	1982	PHL
E263686	Michael	Wong	Michael Wong	F	Married	Caucasian	1955	PHL
E264178	Michael	Wang	Michael Wang	M	Married	Hispanic	1992	PHL
E256376	Matthias	Esfandiar	Matthias Esfandiar	F	Single	Caucasian	1956	PHL
E264544	Michael	Venditti	Michael Venditti	M	Single	Asian	1955	SFO
E264862	Michael	Trentim	Michael Trentim	F	Single	Caucasian	1979	SFO
E264942	Michael	Tiwari	Michael Tiwari	M	Single	Afro American	1981	PHL
E265621	Michael	Teng	Michael Teng	F	Single	Caucasian	1995	SFO
E265658	Michael	Tailor	Michael Tailor	M	Single	Other	1990	SFO
E265767	Michael	Sun	Michael Sun	M	Single	Caucasian	1972	SFO
E265901	Michael	Stergios	Michael Stergios	M	Single	Afro American	1972	SFO
E266311	Michael	Spehalski	Michael Spehalski	M	Single	Caucasian	1972	SFO
E266545	Michael	Shi	Michael Shi	M	Single	Hispanic	1972	SFO
E266882	Michael	Schilling	Michael Schilling	F	Single	Afro American	1972	PHL
E267365	Michaela	Roche	Michaela Roche	M	Married	Hispanic	1990	SFO
E267514	Michaela	Recalde	Michaela Recalde	F	Married	Caucasian	1955	SFO
E264415	Michael	Wakefield	Michael Wakefield	F	Single	Hispanic	1956	PHL
E268196	Michel	Pruner	Michel Pruner	F	Single	Caucasian	1959	FRA
E269349	Michelle	Om	Michelle Om	M	Single	Caucasian	1967	FRA
E269436	Mickey	Niekamp	Mickey Niekamp	M	Single	Caucasian	1981	SFO
E054815	BrianC	Jardine	BrianC Jardine	M	Single	Caucasian	1955	SFO
E270356	Mihaela	McGrath	Mihaela McGrath	F	Single	Caucasian	1969	SFO
E270671	Mill	Mantuano	Mill Mantuano	M	Single	Hispanic	1982	SFO
E271718	Ming	Liu	Ming Liu	F	Single	Caucasian	1979	PHL
E266648	Michael	Sethy	Michael Sethy	F	Single	Hispanic	1961	PHL
E272194	Ming	Liao	Ming Liao	M	Married	Caucasian	1973	SFO
E272422	Mohsen	Li	Mohsen Li	F	Single	Hispanic	1987	SFO
E272781	Mohsen	Leclercq	Mohsen Leclercq	F	Married	Asian	1979	PHL
E272808	Mohsen	Lam	Mohsen Lam	M	Married	Asian	1982	PHL
E273434	Mongo	Koochakzadeh	Mongo Koochakzadeh	M	Single	Asian	1969	PHL
E274097	Monika	Klassen	Monika Klassen	F	Single	Caucasian	1983	PHL
E274203	Monika	Kim	Monika Kim	F	Single	Asian	1985	PHL
E274811	Moonjun	Kandagatla	Moonjun Kandagatla	F	Married	Afro American	1975	PHL
E276272	Muriel	Huhn	Muriel Huhn	F	Single	Caucasian	1984	PHL
E276456	Muthuram	Hu	Muthuram Hu	M	Single	Hispanic	1985	PHL
E270979	Mill	Maalerud	Mill Maalerud	F	Single	Hispanic	1986	PHL
E276524	Muthuram	Henkes	Muthuram Henkes	F	Single	Caucasian	1985	PHL
E276634	Myonghoon	Harvey	Myonghoon Harvey	M	Single	Caucasian	1989	PHL
E271880	Ming	Lin	Ming Lin	M	Married	Asian	1991	PHL
E276873	Myonghoon	Gumba	Myonghoon Gumba	M	Single	Caucasian	1970	FRA
E276948	Nancy	Graus	Nancy Graus	M	Single	Caucasian	1980	SFO
E277282	Nancy	Gibson	Nancy Gibson	F	Single	Tribal	1981	SFO
E277443	Narashimman	Furlan	Narashimman Furlan	M	Single	Caucasian	1983	PHL
E277603	Narashimman	Fancois	Narashimman Fancois	M	Married	Caucasian	1981	DXB
E277747	Narashimman	Fenollosa	Narashimman Fenollosa	M	Married	Caucasian	1980	SFO
E277846	Narasimha	Esquivel	Narasimha Esquivel	M	Single	Caucasian	1981	FRA
E278576	Narasimha	Doerr	Narasimha Doerr	F	Single	Hispanic	1991	SFO
E279983	Narek	Ding	Narek Ding	M	Single	Caucasian	1978	FRA
E280104	Narek	Deng	Narek Deng	F	Single	Caucasian	1976	SFO
E280139	Narek	Dea	Narek Dea	F	Single	Hispanic	1978	FRA
E280274	Nari	Cypher	Nari Cypher	M	Married	Other	1976	PHL
E280278	Nari	Chu	Nari Chu	M	Married	Caucasian	1976	PHL
E281696	Natascha	Cheng	Natascha Cheng	M	Married	Afro American	1972	YVR
E282189	Natascha	Chaudhary	Natascha Chaudhary	F	Single	Asian	1989	SFO
E282234	Nathan	Chan	Nathan Chan	F	Single	Caucasian	1987	SYD
E282371	Nathan	Carrothers	Nathan Carrothers	F	Single	Caucasian	1967	SFO
E282612	Nathaniel	Brunet	Nathaniel Brunet	M	Single	Caucasian	1982	SFO
E282726	Nathaniel	Bolognese	Nathaniel Bolognese	F	Single	Caucasian	1982	LHR
E282948	Nathaniel	Bergman	Nathaniel Bergman	M	Single	Caucasian	1987	PHL
E283320	Nebojsa	Barton	Nebojsa Barton	M	Married	Afro American	1987	PHL
E283665	Nebojsa	Asadi	Nebojsa Asadi	F	Single	Afro American	1952	LHR
E283744	Negar	Ancelin	Negar Ancelin	F	Married	Afro American	1971	PHL
E283996	Negar	Alas	Negar Alas	F	Single	Caucasian	1971	SFO
E284241	Negar	Zhu	Negar Zhu	M	Single	Caucasian	1983	PHL
E284601	Neil	Zhao	Neil Zhao	M	Single	Caucasian	1980	FRA
E284913	Neil	Zhang	Neil Zhang	F	Single	Afro American	1979	SFO
E285378	Nicholas	Yao	Nicholas Yao	F	Single	Hispanic	1987	SFO
E286755	Nick	Xu	Nick Xu	F	Single	Caucasian	1987	SFO
E286888	Nick	Wu	Nick Wu	F	Single	Afro American	1987	PHL
E286939	Nick	Wong	Nick Wong	F	Single	Caucasian	1987	SFO
E273393	Mongo	Kumar	Mongo Kumar	M	Single	Hispanic	1978	PHL
E287170	Niclas	Wassmuth	Niclas Wassmuth	F	Single	Caucasian	1988	SFO
E287352	Niclas	Wang	Niclas Wang	F	Single	Caucasian	1987	SFO
E287397	Nicolas	Wang	Nicolas Wang	M	Single	Caucasian	1987	SFO
E287629	Nicolas	Visser	Nicolas Visser	F	Single	Tribal	1987	FRA
E287858	Nicolas	Vahabzadeh	Nicolas Vahabzadeh	M	Single	Hispanic	1987	SFO
E287920	Nicole	Tsai	Nicole Tsai	F	Single	Caucasian	1987	PHL
E288317	Nicole	Thirmal	Nicole Thirmal	M	Single	Caucasian	1988	SFO
E288381	Nikki	Tan	Nikki Tan	F	Married	Hispanic	1988	MEC
E288676	Nikki	Sun	Nikki Sun	M	Single	Caucasian	1991	PHL
E289093	Nikolaj	St-Denis	Nikolaj St-Denis	F	Single	Hispanic	1991	PHL
E289175	Nikolaj	Song	Nikolaj Song	F	Single	Caucasian	1981	SFO
E289224	Nikolaj	Sidiq	Nikolaj Sidiq	F	Single	Afro American	1991	PHL
E289523	Nina	Schneider	Nina Schneider	M	Single	Caucasian	1950	FRA
E289723	Nirmala	Sanchez	Nirmala Sanchez	F	Single	Afro American	1991	SFO
E289925	Nirmala	Roy	Nirmala Roy	F	Single	Caucasian	1971	FRA
E291083	Nirmala	Reese	Nirmala Reese	M	Single	Hispanic	1978	FRA
E291172	Oliver	Rapthadu	Oliver Rapthadu	F	Single	Afro American	1979	PHL
E291985	Oliver	Pinto	Oliver Pinto	M	Single	Afro American	1986	MEC
E292815	Oliver	Pan	Oliver Pan	M	Married	Hispanic	1986	PHL
E292859	Olivier	Obry	Olivier Obry	M	Married	Caucasian	1986	PHL
E292880	Olivier	Nam	Olivier Nam	M	Single	Caucasian	1991	PHL
E293025	Orla	Mulchandani	Orla Mulchandani	M	Single	Hispanic	1975	PHL
E293226	Orla	Montag	Orla Montag	F	Single	Caucasian	1981	PHL
E293858	Parry	Marienfeld	Parry Marienfeld	F	Single	Caucasian	1982	SFO
E055746	Burak	Hsiung	Burak Hsiung	M	Single	Hispanic	1956	LHR
E294377	Parviz	Lo	Parviz Lo	F	Single	Caucasian	1991	PHL
E295047	Parviz	Liauw	Parviz Liauw	M	Single	Caucasian	1981	LHR
E296041	Patrick	Laterman	Patrick Laterman	M	Single	Hispanic	1961	SFO
E296306	Patrick	Kuo	Patrick Kuo	F	Single	Hispanic	1982	PHL
E296403	Patrick	Kranig	Patrick Kranig	F	Married	Caucasian	1981	SFO
E276486	Muthuram	Ho	Muthuram Ho	M	Single	Hispanic	1980	PHL
E296701	Patrick	Kim	Patrick Kim	F	Married	Asian	1981	PHL
E276871	Myonghoon	Han	Myonghoon Han	M	Married	Asian	1974	PHL
E296921	Patrick	Kapil	Patrick Kapil	M	Single	Asian	1963	PHL
E297059	Patrick	Kadarusman	Patrick Kadarusman	M	Single	Caucasian	1971	PHL
E297373	Patrick	Johnston	Patrick Johnston	M	Single	Asian	1990	PHL
E297406	Paul	Jardine	Paul Jardine	M	Single	Caucasian	1961	PHL
E297522	Paul	Jaecksch	Paul Jaecksch	F	Married	Afro American	1982	PHL
E287100	Niclas	Willig	Niclas Willig	F	Single	Hispanic	1988	PHL
E057923	Carlos	Gao	Carlos Gao	M	Married	Caucasian	1973	LHR
E058030	Carmen	Fung	Carmen Fung	M	Single	Hispanic	1982	LHR
E296679	Patrick	Koh	Patrick Koh	F	Single	Hispanic	1981	PHL
E296891	Patrick	Kehayov	Patrick Kehayov	M	Single	Hispanic	1988	PHL
E297819	Paul	Huynh	Paul Huynh	F	Single	Caucasian	1985	PHL
E298402	Paul	Hsiung	Paul Hsiung	F	Single	Caucasian	1971	PHL
E059463	Carol	Deng	Carol Deng	M	Married	Asian	1992	YVR
E223494	Kate	Tse	Kate Tse	M	Single	Caucasian	1990	PHL
E223604	Katharina	Tran	Katharina Tran	M	Single	Hispanic	1992	PHL
E223612	Katharina	Timm	Katharina Timm	M	Single	Caucasian	1991	PHL
E223844	Katharina	Tang	Katharina Tang	M	Single	Caucasian	1991	PHL
E224244	Kathleen	Stad	Kathleen Stad	F	Single	Afro American	1960	SYD
E224289	Kathleen	Song	Kathleen Song	F	Single	Caucasian	1973	SYD
E224461	Kathleen	Sieberg	Kathleen Sieberg	F	Single	Hispanic	1966	SYD
E225055	Kathleen	Sharma	Kathleen Sharma	M	Single	Caucasian	1986	SYD
E225076	Kelly	Seo	Kelly Seo	M	Single	Caucasian	1984	SYD
E225257	Kelly	Sandepogu	Kelly Sandepogu	M	Single	Caucasian	1989	SYD
E225459	Ken	Roy	Ken Roy	F	Single	Tribal	1993	SYD
E225490	Ken	Ren	Ken Ren	M	Single	Hispanic	1976	SYD
E225540	Ken	Raskatov	Ken Raskatov	M	Single	Caucasian	1971	SYD
E225557	Kenny	Rajagopal	Kenny Rajagopal	M	Married	Caucasian	1967	SYD
E225588	Kenny	Polo	Kenny Polo	M	Single	Caucasian	1971	SYD
E225776	Kenny	Peter	Kenny Peter	F	Married	Hispanic	1985	SYD
E225789	Keri	Patrick	Keri Patrick	F	Single	Caucasian	1986	SYD
E225978	Keri	Ocariza	Keri Ocariza	M	Single	Asian	1997	SYD
E226543	Kevin	Narayan	Kevin Narayan	M	Single	Hispanic	1993	SYD
E227179	Kevin	Mooney	Kevin Mooney	F	Single	Caucasian	1971	PHL
E227786	Kevin	MARINESCU	Kevin MARINESCU	F	Single	Afro American	1985	PHL
E228064	Kevin	Liu	Kevin Liu	F	Single	Caucasian	1989	SFO
E228336	Kevin	Lim	Kevin Lim	M	Single	Other	1990	SFO
E228906	Kevin	Lau	Kevin Lau	M	Single	Caucasian	1990	PHL
E228925	Kevin	Lam	Kevin Lam	M	Single	Afro American	1990	PHL
E229254	Khushi	Kwiatkowski	Khushi Kwiatkowski	M	Single	Caucasian	1989	PHL
E214716	Juergen	Glass	Juergen Glass	M	Single	Hispanic	1990	PHL
E230356	Kirk	Kerr	Kirk Kerr	M	Single	Afro American	1987	SFO
E223491	Kate	Vashisht	Kate Vashisht	M	Single	Tribal	1982	PHL
E230769	Konstantinos	Jovanovic	Konstantinos Jovanovic	M	Single	Afro American	1975	SFO
E231772	Konstantinos	Jarrar	Konstantinos Jarrar	M	Single	Hispanic	1984	SFO
E232296	Kristofer	Jahankhani	Kristofer Jahankhani	F	Married	Hispanic	1968	SFO
E232625	Kristofer	Imani	Kristofer Imani	M	Married	Caucasian	1961	SFO
E233310	Kyle	Hsu	Kyle Hsu	M	Single	Hispanic	1987	SFO
E234104	Kyle	Hagedorn	Kyle Hagedorn	F	Single	Caucasian	1984	SYD
E234286	Kyle	Gu	Kyle Gu	M	Single	Hispanic	1968	SYD
E234491	Kyoungsoon	Fung	Kyoungsoon Fung	F	Single	Caucasian	1987	SFO
E234576	Kyoungsoon	Fei	Kyoungsoon Fei	F	Single	Caucasian	1973	SFO
E235360	Larissa	Duvelloroy	Larissa Duvelloroy	F	Single	Caucasian	1984	SFO
E235701	Laura	Denonville	Laura Denonville	M	Single	Caucasian	1984	SFO
E235736	Laura	Demehri	Laura Demehri	F	Single	Hispanic	1968	SFO
E235804	Laura	Darian	Laura Darian	M	Single	Caucasian	1961	SFO
E235856	Lauren	Coniglio	Lauren Coniglio	F	Single	Caucasian	1981	SFO
E236190	Laurens	Chao	Laurens Chao	M	Single	Caucasian	1975	SFO
E236816	Laurent	Cameron	Laurent Cameron	F	Single	Hispanic	1968	SFO
E237201	Laurent	Bunch	Laurent Bunch	M	Single	Caucasian	1973	SFO
E237337	Leah	Bremer	Leah Bremer	M	Single	Hispanic	1984	SFO
E237469	Leah	Bigonnet	Leah Bigonnet	M	Married	Caucasian	1968	SFO
E237824	Linda	Aubert	Linda Aubert	F	Single	Hispanic	1982	MEC
E237930	Lisa	Alpizar	Lisa Alpizar	M	Married	Asian	1974	FRA
E238253	Lisa	Addanki	Lisa Addanki	M	Married	Asian	1970	FRA
E019621	Alireza	Bunch	Alireza Bunch	M	Single	Asian	1990	PHL
E019691	Alireza	Bremerich	Alireza Bremerich	F	Single	Caucasian	1979	PHL
E019974	Amanda	Bigonnet	Amanda Bigonnet	F	Single	Asian	1971	PHL
E020098	Amanda	Becerra	Amanda Becerra	M	Single	Caucasian	1971	PHL
E020895	Amir	Alpizar	Amir Alpizar	F	Married	Afro American	1971	SYD
E020953	Amrit	Addanki	Amrit Addanki	M	Single	Hispanic	1972	SYD
E021020	Amrit	Zhou	Amrit Zhou	F	Married	Caucasian	1957	SYD
E021392	Amrit	Zhao	Amrit Zhao	F	Single	Hispanic	1964	SYD
E021407	Andong	Zhan	Andong Zhan	M	Single	Caucasian	1955	SYD
E021799	Andong	Yu	Andong Yu	M	Single	Hispanic	1957	SYD
E021981	Andong	Yew	Andong Yew	M	Single	Hispanic	1955	SYD
E023000	Andre	Xu	Andre Xu	M	Single	Caucasian	1990	SYD
E023067	Andre	Wu	Andre Wu	M	Single	Caucasian	1986	SYD
E023753	Andre	Westmoreland	Andre Westmoreland	F	Married	Asian	1966	PHL
E024367	Andrea	Wakefield	Andrea Wakefield	M	Single	Caucasian	1992	LHR
E024764	Andreas	Venditti	Andreas Venditti	M	Single	Caucasian	1963	LHR
E024878	Andreas	Udovicic	Andreas Udovicic	M	Single	Hispanic	1982	LHR
E024956	Andreas	Trentim	Andreas Trentim	M	Single	Tribal	1973	LHR
E024971	Andreas	Tiwari	Andreas Tiwari	M	Single	Caucasian	1977	LHR
E024981	Andreas	Teng	Andreas Teng	M	Married	Caucasian	1985	LHR
E025357	Andrew	Sun	Andrew Sun	M	Married	Caucasian	1991	SFO
E025447	Andrew	Stergios	Andrew Stergios	M	Single	Caucasian	1981	SFO
E025684	Andrew	Spehalski	Andrew Spehalski	F	Single	Hispanic	1964	SFO
E025802	Andy	Smith	Andy Smith	M	Single	Hispanic	1992	SFO
E025941	Andy	Shi	Andy Shi	M	Single	Caucasian	1991	SFO
E026335	Andy	Segal	Andy Segal	M	Single	Caucasian	1967	LHR
E026664	Andy	Schilling	Andy Schilling	M	Single	Hispanic	1963	LHR
E026901	Andy	S	Andy S	M	Married	Other	1966	LHR
E028929	Angie	Petrie	Angie Petrie	M	Married	Caucasian	1967	LHR
E029229	Angie	Penner	Angie Penner	F	Single	Caucasian	1971	LHR
E029232	Anja	Park	Anja Park	M	Married	Afro American	1971	LHR
E029363	Anja	Om	Anja Om	M	Single	Hispanic	1971	LHR
E029434	Anja	Niekamp	Anja Niekamp	M	Single	Asian	1961	LHR
E030148	Anna	Moser	Anna Moser	F	Single	Caucasian	1972	SYD
E030252	Anna	Miller	Anna Miller	M	Single	Caucasian	1957	SYD
E030308	Anna	McGrath	Anna McGrath	M	Married	Afro American	1955	SYD
E030449	Anna	Martyn	Anna Martyn	M	Single	Caucasian	1957	SYD
E030847	Anna	Mantuano	Anna Mantuano	M	Single	Caucasian	1955	SYD
E031336	Anna	Liu	Anna Liu	F	Single	Caucasian	1956	LHR
E031412	Anne	Lin	Anne Lin	M	Married	Afro American	1982	LHR
E086988	Daniela	Abnar	Daniela Abnar	M	Single	Caucasian	1976	PHL
E087094	Danny	Zhou	Danny Zhou	M	Single	Afro American	1974	PHL
E087196	Danny	Zhao	Danny Zhao	M	Married	Afro American	1970	PHL
E087567	Danyang	Yoon	Danyang Yoon	M	Single	Caucasian	1977	FRA
E087682	Danyang	Yeung	Danyang Yeung	M	Single	Caucasian	1972	FRA
E088459	Danyang	Yang	Danyang Yang	M	Single	Caucasian	1968	FRA
E088523	Darlene	Xu	Darlene Xu	M	Single	Afro American	1979	FRA
E089235	Darlene	Wu	Darlene Wu	M	Single	Caucasian	1971	FRA
E089567	Darlene	Wood	Darlene Wood	M	Single	Caucasian	1980	FRA
E089958	Darryl	Werner	Darryl Werner	M	Single	Hispanic	1990	LHR
E090279	Darryl	Wang	Darryl Wang	M	Single	Caucasian	1975	LHR
E090444	David	Wang	David Wang	M	Single	Caucasian	1995	LHR
E090647	David	Wakefield	David Wakefield	M	Single	Afro American	1975	LHR
E090926	David	Tsumura	David Tsumura	M	Single	Caucasian	1981	LHR
E091364	David	Tiu	David Tiu	M	Single	Hispanic	1967	LHR
E091684	David	Stefanovic	David Stefanovic	M	Single	Caucasian	1981	DXB
E091951	David	Singh	David Singh	M	Single	Caucasian	1980	DXB
E092267	David	Serna Leal	David Serna Leal	M	Single	Caucasian	1979	LHR
E092410	David	Schwarz	David Schwarz	M	Single	Tribal	1980	LHR
E092563	David	Schemer	David Schemer	M	Single	Hispanic	1976	LHR
E092666	David	Rusch	David Rusch	M	Single	Caucasian	1969	LHR
E092752	David	Riecken	David Riecken	M	Married	Caucasian	1976	LHR
E093962	David	Peters	David Peters	M	Single	Caucasian	1981	PHL
E094125	David	Peng	David Peng	M	Married	Hispanic	1986	PHL
E094409	Debra	Olle	Debra Olle	M	Single	Caucasian	1970	BLR
E094843	Debraj	Mut	Debraj Mut	M	Single	Asian	1981	BLR
E095003	Debraj	Morzaria	Debraj Morzaria	M	Single	Hispanic	1991	BLR
E095280	Debraj	Michligk	Debraj Michligk	M	Single	Caucasian	1982	BLR
E095568	Dejun	McConnell	Dejun McConnell	M	Single	Afro American	1964	BLR
E096719	Dejun	Mammadov	Dejun Mammadov	F	Single	Caucasian	1979	BLR
E096826	Dennis	Ma	Dennis Ma	F	Single	Other	1984	BLR
E096889	Dennis	Liu	Dennis Liu	F	Single	Caucasian	1990	BLR
E097066	Dennis	Lim	Dennis Lim	M	Single	Afro American	1995	BLR
E097292	Denzale	Liang	Denzale Liang	F	Single	Caucasian	1996	BLR
E097660	Denzale	Li	Denzale Li	F	Single	Hispanic	1961	BLR
E097675	Denzale	Lawrence	Denzale Lawrence	M	Single	Afro American	1964	BLR
E098415	Deok	Kudlac	Deok Kudlac	M	Single	Tribal	1992	BLR
E098433	Derek	Kong	Derek Kong	M	Single	Afro American	1973	BLR
E099384	Derek	Kauffmann	Derek Kauffmann	M	Single	Hispanic	1956	BLR
E100133	Derek	Kan	Derek Kan	M	Married	Hispanic	1982	BLR
E100468	Derek	Julia	Derek Julia	M	Married	Caucasian	1963	BLR
E100693	Derrick	Jain	Derrick Jain	M	Single	Hispanic	1963	BLR
E101459	Derrick	Imberton	Derrick Imberton	M	Single	Caucasian	1967	BLR
E101985	Detlef	Huang	Detlef Huang	M	Single	Hispanic	1966	BLR
E102443	Detlef	Hu	Detlef Hu	M	Single	Caucasian	1972	BLR
E102505	Detlef	Ho	Detlef Ho	M	Single	Caucasian	1980	BLR
E102511	Dickson	Heine	Dickson Heine	M	Single	Caucasian	1985	BLR
E102787	Dickson	Hanna	Dickson Hanna	M	Single	Caucasian	1992	BLR
E103157	Dickson	Han	Dickson Han	M	Single	Hispanic	1971	BLR
E103930	Dominik	Gholami	Dominik Gholami	M	Single	Caucasian	1992	BLR
E104104	Dominik	Fung	Dominik Fung	M	Single	Caucasian	1966	BLR
E104333	Dominik	Esfandiar	Dominik Esfandiar	M	Single	Caucasian	1991	BLR
E104358	Dominik	Dyon	Dominik Dyon	M	Single	Hispanic	1991	BLR
E104691	Don	Do	Don Do	M	Single	Caucasian	1956	BLR
E105518	Donald	Datar	Donald Datar	M	Single	Hispanic	1979	BLR
E106119	Donald	Cullen	Donald Cullen	M	Married	Caucasian	1981	BLR
E106858	Donald	Chu	Donald Chu	M	Single	Hispanic	1990	BLR
E107272	Dong	Chou	Dong Chou	M	Married	Asian	1971	BLR
E107440	Dong	Chen	Dong Chen	M	Married	Asian	1971	BLR
E107993	Donglim	Chau	Donglim Chau	M	Single	Asian	1972	BLR
E108140	Donglim	Chan	Donglim Chan	M	Single	Caucasian	1957	BLR
E108157	Donglim	Cao	Donglim Cao	M	Single	Asian	1984	BLR
E108402	Dorcas	Burjorjee	Dorcas Burjorjee	M	Single	Caucasian	1961	BLR
E108817	Dorcas	Brownsey	Dorcas Brownsey	M	Married	Afro American	1987	BLR
E109328	Dorcas	Bolognese	Dorcas Bolognese	M	Single	Hispanic	1971	BLR
E109436	Doug	Beleznay	Doug Beleznay	M	Married	Caucasian	1995	BLR
E109511	Doug	Baronia	Doug Baronia	M	Single	Hispanic	1990	BLR
E109538	Doug	Aziz	Doug Aziz	M	Single	Caucasian	1955	BLR
E109656	Duong	Anand	Duong Anand	M	Single	Hispanic	1982	SFO
E109659	Duong	Aisho	Duong Aisho	M	Single	Hispanic	1960	SFO
E110370	Dvij	Zhao	Dvij Zhao	M	Single	Caucasian	1964	SYD
E110484	Dvij	Zhang	Dvij Zhang	M	Single	Caucasian	1980	SYD
E110507	Eduardo	Yuen	Eduardo Yuen	M	Married	Asian	1985	SYD
E111323	Eduardo	Yang	Eduardo Yang	M	Single	Caucasian	1972	SYD
E111614	Edward	Xiang	Edward Xiang	M	Single	Caucasian	1963	PHL
E111786	Edward	Wright	Edward Wright	M	Single	Hispanic	1964	PHL
E111790	Edward	Wong	Edward Wong	M	Single	Tribal	1992	PHL
E111852	Edward	Wilkie	Edward Wilkie	M	Single	Caucasian	1966	PHL
E111869	Edward	Wason	Edward Wason	M	Married	Caucasian	1982	PHL
E112728	Edward	Vezzosi	Edward Vezzosi	M	Married	Caucasian	1991	SFO
E113023	Edwin	Urbach	Edwin Urbach	M	Single	Caucasian	1992	SFO
E113470	Ehsan	Tam-Huang	Ehsan Tam-Huang	M	Single	Hispanic	1979	FRA
E113896	Ehsan	Sun	Ehsan Sun	M	Single	Hispanic	1981	FRA
E114037	Ellie	Sreenivas	Ellie Sreenivas	F	Single	Caucasian	1990	FRA
E114353	Ellie	Sokhan	Ellie Sokhan	M	Single	Caucasian	1972	FRA
E114771	Emily	Sekharan	Emily Sekharan	M	Single	Hispanic	1957	PHL
E115460	Emmanuel	Salomon	Emmanuel Salomon	M	Married	Other	1961	PHL
E115682	Emmanuel	Roux	Emmanuel Roux	M	Married	Caucasian	1957	PHL
E115849	Eran	Reddy	Eran Reddy	M	Single	Caucasian	1972	PHL
E116009	Eran	Ranjan	Eran Ranjan	M	Married	Afro American	1995	PHL
E116630	Eric	PIERRE	Eric PIERRE	M	Single	Hispanic	1955	PHL
E116633	Eric	Perdomo	Eric Perdomo	M	Single	Asian	1992	PHL
E117943	Eric	Nalbandyan	Eric Nalbandyan	M	Single	Caucasian	1967	PHL
E118900	Eric	Menard	Eric Menard	M	Single	Caucasian	1975	PHL
E118926	Eric	Mast	Eric Mast	M	Married	Afro American	1975	PHL
E118944	Eric	Mar	Eric Mar	M	Single	Caucasian	1977	PHL
E118987	Eric	Mahadevan	Eric Mahadevan	M	Single	Caucasian	1969	PHL
E119030	Eric	Lloyd	Eric Lloyd	M	Single	Caucasian	1984	PHL
E119589	Eric	Liao	Eric Liao	M	Married	Afro American	1986	PHL
E119646	Eric	Li	Eric Li	M	Single	Caucasian	1979	PHL
E119697	Eric	Lee	Eric Lee	M	Single	Afro American	1991	PHL
E119954	Eric	Laforge	Eric Laforge	M	Married	Afro American	1987	PHL
E120682	Erica	Kochar	Erica Kochar	M	Single	Caucasian	1971	PHL
E120686	Erica	Kim	Erica Kim	M	Single	Caucasian	1978	PHL
E120802	Erik	Ke	Erik Ke	M	Single	Caucasian	1969	PHL
E121225	Erik	K S	Erik K S	M	Single	Afro American	1985	PHL
E121650	Erin	Johnson	Erin Johnson	M	Single	Caucasian	1990	PHL
E121810	Erin	Ivain	Erin Ivain	M	Single	Caucasian	1988	PHL
E121833	Ewan	Huxtable	Ewan Huxtable	M	Single	Hispanic	1979	PHL
E122177	Ewan	Hu	Ewan Hu	M	Single	Caucasian	1977	PHL
E122701	Ewan	Hosang	Ewan Hosang	M	Single	Caucasian	1984	PHL
E122891	Ezequiel	Han	Ezequiel Han	M	Single	Afro American	1980	PHL
E123132	Fabien	Grigorov	Fabien Grigorov	M	Single	Caucasian	1989	PHL
E123159	Fabien	Gonzalez	Fabien Gonzalez	M	Single	Hispanic	1974	PHL
E123361	Faizullah	Glass	Faizullah Glass	M	Single	Caucasian	1970	PHL
E123596	Fan	Fessler	Fan Fessler	M	Single	Caucasian	1981	PHL
E123853	Fan	Eckstein	Fan Eckstein	M	Single	Caucasian	1981	PHL
E124650	Fay	Chuahuico	Fay Chuahuico	M	Single	Tribal	1976	PHL
E124681	Fei	Chou	Fei Chou	M	Single	Hispanic	1978	PHL
E124730	Fei	Chen	Fei Chen	F	Single	Caucasian	1976	PHL
E124971	Flavia	Cai	Flavia Cai	M	Married	Caucasian	1975	PHL
E125051	Flavia	Buchholz	Flavia Buchholz	M	Single	Caucasian	1989	PHL
E125270	Flavia	Bolster	Flavia Bolster	M	Married	Hispanic	1987	PHL
E125526	Forrest	Bertrand	Forrest Bertrand	M	Single	Caucasian	1967	PHL
E125607	Forrest	Baumgaertner	Forrest Baumgaertner	M	Single	Asian	1989	PHL
E125799	Francois	Astito	Francois Astito	M	Single	Hispanic	1982	FRA
E125990	Francois	Anderson	Francois Anderson	M	Single	Caucasian	1987	FRA
E127660	Frank	Zhao	Frank Zhao	M	Single	Afro American	1952	SFO
E127746	Frank	Zhang	Frank Zhang	M	Single	Caucasian	1971	SFO
E129386	Frank	Yang	Frank Yang	M	Single	Other	1980	SYD
E129474	Frolin	Yan	Frolin Yan	M	Single	Caucasian	1979	SYD
E129568	Frolin	Wu	Frolin Wu	M	Single	Afro American	1973	SYD
E129696	Gaurav	Wilkie	Gaurav Wilkie	M	Single	Caucasian	1987	SYD
E129946	Gavin	Wang	Gavin Wang	M	Single	Hispanic	1987	SFO
E130149	Gavin	Vezzosi	Gavin Vezzosi	M	Single	Afro American	1987	SFO
E130663	Gavin	Urbach	Gavin Urbach	M	Single	Tribal	1988	SFO
E131047	Gavin	Tsai	Gavin Tsai	F	Single	Afro American	1988	SFO
E131813	Geoff	Thakur	Geoff Thakur	M	Single	Hispanic	1987	PHL
E131916	Geoff	Tam-Huang	Geoff Tam-Huang	M	Married	Hispanic	1987	PHL
E131960	Geoff	Stocker	Geoff Stocker	M	Married	Caucasian	1987	PHL
E132133	Geoff	Sreenivas	Geoff Sreenivas	M	Single	Hispanic	1987	PHL
E132557	Geoff	Sokhan	Geoff Sokhan	M	Single	Caucasian	1988	PHL
E132690	Gerrit	Sidiq	Gerrit Sidiq	M	Single	Hispanic	1988	PHL
E132807	Gerrit	Shaik	Gerrit Shaik	M	Single	Caucasian	1991	PHL
E132837	Gerrit	Sekharan	Gerrit Sekharan	M	Single	Caucasian	1991	PHL
E132879	Gihyun	Schmitt	Gihyun Schmitt	M	Single	Caucasian	1991	PHL
E133067	Gihyun	Sanchez	Gihyun Sanchez	M	Single	Caucasian	1981	PHL
E133851	Gihyun	Roux	Gihyun Roux	M	Single	Hispanic	1991	PHL
E134320	Giovanni	Ranjan	Giovanni Ranjan	M	Single	Caucasian	1984	SFO
E134406	Giovanni	Radulescu	Giovanni Radulescu	M	Single	Caucasian	1950	SFO
E134573	Gloria	PIERRE	Gloria PIERRE	M	Single	Caucasian	1991	SFO
E134994	Gloria	Perdomo	Gloria Perdomo	M	Single	Hispanic	1971	SFO
E134996	Gloria	Pastor	Gloria Pastor	F	Single	Caucasian	1978	SFO
E135028	Gordon	Pan	Gordon Pan	M	Single	Hispanic	1979	SFO
E136475	Gowda	Nalbandyan	Gowda Nalbandyan	M	Married	Caucasian	1986	PHL
E136978	Grace	Menard	Grace Menard	M	Single	Hispanic	1986	SFO
E137071	Grace	Mast	Grace Mast	M	Married	Asian	1994	SFO
E137375	Grace	Marienfeld	Grace Marienfeld	M	Married	Asian	1991	SFO
E137521	Grace	Mahadevan	Grace Mahadevan	M	Single	Asian	1975	SFO
E137555	Grace	Lloyd	Grace Lloyd	M	Single	Caucasian	1981	SFO
E138487	Greg	Li	Greg Li	M	Single	Asian	1982	PHL
E138764	Gregory	Laramee	Gregory Laramee	M	Single	Caucasian	1991	LHR
E138788	Gregory	Lailhacar	Gregory Lailhacar	M	Married	Afro American	1979	LHR
E139484	Guido	Kochar	Guido Kochar	M	Single	Hispanic	1984	PHL
E139590	Guido	Kim	Guido Kim	M	Married	Caucasian	1961	PHL
E139782	Hans-Peter	Ke	Hans-Peter Ke	M	Single	Hispanic	1961	PHL
E140134	Hans-Peter	Kanniyappan	Hans-Peter Kanniyappan	M	Single	Caucasian	1982	PHL
E141033	Harjeet	Johnston	Harjeet Johnston	M	Single	Hispanic	1981	PHL
E141101	Harjeet	Jang	Harjeet Jang	M	Single	Hispanic	1981	PHL
E141782	Harleen	Huxtable	Harleen Huxtable	M	Single	Caucasian	1963	FRA
E141936	Harleen	Huang	Harleen Huang	M	Single	Caucasian	1971	FRA
E141972	Harleen	Hosang	Harleen Hosang	M	Married	Asian	1990	FRA
E142209	Harry	Hertanto	Harry Hertanto	M	Single	Caucasian	1961	FRA
E142212	Harry	Hashtroodi	Harry Hashtroodi	M	Single	Caucasian	1982	FRA
E143668	Heather	Grigorov	Heather Grigorov	M	Single	Hispanic	1971	FRA
E144316	Heiko	Gans	Heiko Gans	M	Single	Tribal	1981	PHL
E144346	Heiko	Fung	Heiko Fung	M	Single	Caucasian	1971	PHL
E144716	Hemanth	Favre	Hemanth Favre	M	Married	Caucasian	1979	PHL
E144808	Hemanth	Eckstein	Hemanth Eckstein	M	Married	Caucasian	1978	PHL
E146006	Henry	Deng	Henry Deng	M	Single	Caucasian	1993	PHL
E146054	Henry	Del Boccio	Henry Del Boccio	M	Single	Hispanic	1988	PHL
E146073	Henry	Dalley	Henry Dalley	M	Single	Hispanic	1970	PHL
E146103	Henry	Chuahuico	Henry Chuahuico	M	Single	Caucasian	1988	PHL
E146647	Henry	Chiu	Henry Chiu	M	Single	Caucasian	1978	PHL
E146812	Henry	Chen	Henry Chen	M	Single	Hispanic	1982	PHL
E147155	Henry	Chang	Henry Chang	M	Married	Other	1954	PHL
E147398	Henry	Cai	Henry Cai	M	Married	Caucasian	1983	PHL
E147638	Henry	Botticchio	Henry Botticchio	M	Single	Caucasian	1972	SFO
E148159	Herbert	Baumgaertner	Herbert Baumgaertner	M	Married	Afro American	1971	SFO
E148728	Herve	Au	Herve Au	M	Single	Hispanic	1961	SFO
E148860	Herve	Anderson	Herve Anderson	M	Single	Asian	1964	SFO
E149226	Herve	Alluri	Herve Alluri	M	Single	Caucasian	1955	SFO
E149251	Holger	Zuko	Holger Zuko	M	Single	Caucasian	1955	SFO
E149594	Holger	Zhang	Holger Zhang	M	Married	Afro American	1960	SFO
E149825	Hongchul	Zarud	Hongchul Zarud	M	Single	Caucasian	1956	SFO
E149903	Hongchul	Yoo	Hongchul Yoo	M	Single	Caucasian	1982	SFO
E150324	Houman	Yang	Houman Yang	M	Single	Caucasian	1957	SFO
E151636	Huaizhi	Wang	Huaizhi Wang	M	Married	Afro American	1971	SFO
E151653	Huaizhi	Von Rekowsky	Huaizhi Von Rekowsky	M	Single	Caucasian	1971	SFO
E152594	Huan	Tse	Huan Tse	M	Single	Afro American	1971	FRA
E152783	Huan	Tran	Huan Tran	M	Married	Afro American	1957	FRA
E153081	HuiBin	Tippett	HuiBin Tippett	M	Single	Caucasian	1976	FRA
E153279	HuiBin	Tavakoli	HuiBin Tavakoli	M	Single	Caucasian	1974	FRA
E154464	Hyunwoo	Simpson	Hyunwoo Simpson	M	Single	Caucasian	1968	SYD
E154492	Hyunwoo	Shaw	Hyunwoo Shaw	M	Single	Afro American	1979	SYD
E154779	Ian	Schall	Ian Schall	M	Single	Caucasian	1990	SYD
E154935	Ian	RUF	Ian RUF	M	Single	Caucasian	1990	SYD
E155267	Ian	Riboud	Ian Riboud	M	Single	Hispanic	1975	SYD
E155387	Ian	Rastogi	Ian Rastogi	M	Single	Caucasian	1995	SYD
E155559	Ian	Ramakrishnan	Ian Ramakrishnan	M	Single	Caucasian	1975	SYD
E156371	Ina	Potiagalov	Ina Potiagalov	M	Single	Afro American	1983	SYD
E156614	Ina	Peters	Ina Peters	M	Single	Caucasian	1981	SYD
E156867	Inez	Pang	Inez Pang	M	Single	Hispanic	1967	SYD
E157446	Irene	Murray	Irene Murray	M	Single	Caucasian	1980	FRA
E157553	Irene	Moosavi	Irene Moosavi	M	Single	Caucasian	1973	FRA
E157554	Irene	Meyer	Irene Meyer	M	Single	Caucasian	1979	FRA
E158134	Irene	Mark	Irene Mark	M	Single	Tribal	1976	FRA
E159119	Irene	Lu	Irene Lu	M	Single	Hispanic	1976	SFO
E159331	Irene	Liu	Irene Liu	M	Single	Caucasian	1971	SFO
E159366	Isaac	Lim	Isaac Lim	M	Married	Caucasian	1981	SFO
E160079	Isabella	Lam	Isabella Lam	M	Single	Caucasian	1987	DXB
E160181	Isabella	Kwok	Isabella Kwok	M	Married	Hispanic	1970	DXB
E160214	Issac	Krotova	Issac Krotova	M	Single	Caucasian	1988	DXB
E160354	Issac	Kong	Issac Kong	M	Single	Asian	1985	DXB
E161366	Ivan	Kessler	Ivan Kessler	M	Single	Hispanic	1993	SFO
E161953	Ivan	Judge	Ivan Judge	M	Single	Caucasian	1982	LHR
E162497	Ivan	Jahr	Ivan Jahr	M	Single	Afro American	1980	LHR
E162643	Ivan	Imano	Ivan Imano	F	Single	Caucasian	1957	LHR
E164716	Jacky	Hajizadeh	Jacky Hajizadeh	M	Single	Other	1991	SYD
E165093	Jacky	Gu	Jacky Gu	M	Single	Caucasian	1992	SYD
E165288	Jacky	Goldstrom	Jacky Goldstrom	M	Single	Afro American	1991	SYD
E165372	Jacky	Ghaemi	Jacky Ghaemi	M	Single	Caucasian	1979	SYD
E165394	Jacky	Fung	Jacky Fung	M	Single	Hispanic	1984	SYD
E165577	Jacob	Fischer	Jacob Fischer	M	Single	Afro American	1990	SYD
E166776	Jacob	Dyck	Jacob Dyck	M	Single	Tribal	1960	SYD
E166884	Jacob	Djupstrom	Jacob Djupstrom	M	Single	Afro American	1968	SYD
E167159	Jacques	Denford	Jacques Denford	M	Single	Hispanic	1982	SYD
E167384	Jacques	Das	Jacques Das	M	Married	Hispanic	1995	SYD
E167458	Jacques	Crumb	Jacques Crumb	M	Married	Caucasian	1963	SYD
E167524	Jade	Christ	Jade Christ	M	Single	Hispanic	1960	SYD
E168186	Jade	Chen	Jade Chen	M	Single	Caucasian	1960	SFO
E169280	Jaideep	Chapman	Jaideep Chapman	M	Single	Hispanic	1990	FRA
E169357	James	Camoras	James Camoras	M	Single	Caucasian	1971	SFO
E169982	James	Bremerich	James Bremerich	M	Single	Caucasian	1971	PHL
E170411	James	Bliznak	James Bliznak	M	Single	Caucasian	1961	PHL
E170453	James	Becker	James Becker	M	Single	Caucasian	1971	PHL
E170582	James	Bao	James Bao	F	Single	Hispanic	1971	PHL
E171174	James	Archer III	James Archer III	F	Single	Caucasian	1957	SFO
E171346	James	An	James An	F	Single	Caucasian	1964	SFO
E171484	James	Aghabeigi	James Aghabeigi	M	Single	Caucasian	1955	SFO
E171799	James	Zhao	James Zhao	M	Single	Hispanic	1955	FRA
E171876	James	Zhang	James Zhang	F	Single	Caucasian	1956	FRA
E172142	James	Yu	James Yu	M	Single	Hispanic	1990	FRA
E172264	James	Yew	James Yew	M	Married	Caucasian	1986	FRA
E172992	Jan	Xi	Jan Xi	F	Single	Hispanic	1966	FRA
E173823	Janet	Wong	Janet Wong	M	Married	Asian	1992	SFO
E174118	Janet	Wheadon	Janet Wheadon	M	Married	Asian	1963	SFO
E174234	Jan-Gerrit	Wang	Jan-Gerrit Wang	F	Single	Asian	1982	SFO
E174349	Jan-Gerrit	Wan	Jan-Gerrit Wan	M	Single	Caucasian	1973	SFO
E174738	Jason	Vets	Jason Vets	F	Single	Asian	1977	SFO
E175474	Jason	Trentim	Jason Trentim	F	Single	Caucasian	1995	LHR
E175727	Jason	Tomlinson	Jason Tomlinson	F	Married	Afro American	1991	LHR
E175772	Jason	Tenholte	Jason Tenholte	M	Single	Hispanic	1981	LHR
E175844	Jason	Tam	Jason Tam	M	Married	Caucasian	1964	LHR
E176402	Jason	Spratley	Jason Spratley	F	Single	Hispanic	1992	LHR
E176434	Jason	Snowdon	Jason Snowdon	F	Single	Caucasian	1967	LHR
E176595	Jason	Shi	Jason Shi	F	Single	Hispanic	1963	LHR
E176656	Jay	Sehgal	Jay Sehgal	F	Single	Hispanic	1960	LHR
E176950	Jay	Schmidt	Jay Schmidt	F	Single	Caucasian	1979	LHR
E176967	Jay	S	Jay S	M	Single	Caucasian	1990	LHR
E177087	Jay	Rojkov	Jay Rojkov	M	Married	Asian	1995	LHR
E177150	Jay	Reddi	Jay Reddi	M	Single	Caucasian	1967	LHR
E177407	Jay	Ramu	Jay Ramu	F	Single	Caucasian	1971	LHR
E177417	Jayant	Pruner	Jayant Pruner	F	Single	Hispanic	1971	LHR
E178093	Jayant	Perdigeon	Jayant Perdigeon	F	Single	Tribal	1961	LHR
E178419	Jayanta	Parker	Jayanta Parker	F	Single	Caucasian	1971	LHR
E179068	Jayanta	Nigam	Jayanta Nigam	M	Married	Caucasian	1972	FRA
E179247	Jayanth	Naujoks	Jayanth Naujoks	F	Married	Caucasian	1957	FRA
E179474	Jayanth	Na	Jayanth Na	M	Single	Caucasian	1955	FRA
E179716	Jayne	Mishra	Jayne Mishra	M	Single	Hispanic	1955	FRA
E179794	Jayne	McGregor	Jayne McGregor	F	Single	Hispanic	1964	FRA
E181089	Jean	Mantuano	Jean Mantuano	F	Single	Caucasian	1982	SFO
E181587	Jean	MacAulay	Jean MacAulay	M	Single	Caucasian	1963	SFO
E181730	Jean	Liu	Jean Liu	F	Single	Hispanic	1965	SFO
E181750	Jean	Lin	Jean Lin	M	Married	Other	1961	SFO
E181819	Jean	Liao	Jean Liao	F	Married	Caucasian	1995	SFO
E182143	Jean	Li	Jean Li	M	Single	Caucasian	1981	SFO
E154352	Hyo	Stark	Hyo Stark	M	Married	Afro American	1977	SYD
E183409	Jeanne	Kumar	Jeanne Kumar	F	Single	Hispanic	1973	SFO
E183432	Jeanne	Kotte	Jeanne Kotte	M	Single	Asian	1990	SFO
E183578	Jeanne	KN	Jeanne KN	F	Single	Caucasian	1985	SFO
E183769	Jeff	Kim	Jeff Kim	M	Single	Caucasian	1957	SFO
E183834	Jeff	Kazmaier	Jeff Kazmaier	M	Married	Afro American	1982	SFO
E184224	Jeff	Kang	Jeff Kang	M	Single	Caucasian	1992	SFO
E184393	Jeff	Juristovski	Jeff Juristovski	M	Single	Caucasian	1991	SFO
E185479	Jeff	Jang	Jeff Jang	M	Single	Caucasian	1991	SFO
E185592	Jeffry	Irvin	Jeffry Irvin	M	Married	Afro American	1964	SFO
E186062	Jenny	Hoac	Jenny Hoac	F	Single	Caucasian	1966	SFO
E186328	Jenny	Hernandez	Jenny Hernandez	M	Single	Afro American	1990	SFO
E186723	Jeremy	Han	Jeremy Han	F	Married	Afro American	1979	PHL
E176619	Jason	Sezer	Jason Sezer	F	Single	Caucasian	1966	LHR
E187657	Jeremy	Gray	Jeremy Gray	M	Single	Caucasian	1971	PHL
E187850	Jerome	Gonzalez	Jerome Gonzalez	F	Single	Caucasian	1971	PHL
E189392	Jiasen	Ebrahimipour	Jiasen Ebrahimipour	M	Single	Afro American	1957	SFO
E182152	Jean-Marie	Lee	Jean-Marie Lee	F	Single	Caucasian	1967	SFO
E190397	Jie	Deng	Jie Deng	F	Single	Caucasian	1964	SFO
E190859	Jie	Chou	Jie Chou	F	Single	Hispanic	1982	LHR
E191451	Jie	Chisholm	Jie Chisholm	F	Single	Caucasian	1960	LHR
E191550	Jim	Chen	Jim Chen	M	Single	Caucasian	1957	LHR
E192061	Jim	Che	Jim Che	F	Single	Afro American	1956	LHR
E192143	Jim	Chan	Jim Chan	F	Single	Caucasian	1967	LHR
E192365	Jim	Carsley	Jim Carsley	F	Single	Hispanic	1995	LHR
E192810	Jinsung	Bolognese	Jinsung Bolognese	M	Single	Caucasian	1992	PHL
E194393	Joachim	Anderson	Joachim Anderson	F	Single	Caucasian	1985	FRA
E195425	Joanna	Zhu	Joanna Zhu	M	Single	Caucasian	1992	FRA
E196145	Joanna	Zhao	Joanna Zhao	F	Single	Tribal	1991	FRA
E196160	Joanne	Zhang	Joanne Zhang	M	Single	Hispanic	1964	FRA
E197667	Jochen	Yang	Jochen Yang	M	Single	Caucasian	1990	FRA
E198163	Jochen	Xu	Jochen Xu	F	Married	Caucasian	1995	FRA
E199069	Joel	Wang	Joel Wang	F	Single	Caucasian	1961	FRA
E199253	Joel	Wan	Joel Wan	M	Married	Hispanic	1971	FRA
E199278	Joelle	Vets	Joelle Vets	M	Single	Caucasian	1971	FRA
E199280	Joelle	Uhlmann	Joelle Uhlmann	F	Single	Asian	1971	FRA
E199520	Joelle	Tripathy	Joelle Tripathy	F	Single	Hispanic	1971	FRA
E199816	Joey	Tomlinson	Joey Tomlinson	M	Single	Caucasian	1957	FRA
E200205	Joey	Tenholte	Joey Tenholte	M	Single	Afro American	1972	FRA
E200979	Johann	Steyn	Johann Steyn	M	Single	Caucasian	1955	PHL
E201678	Johann	Spratley	Johann Spratley	M	Single	Other	1955	PHL
E201894	Johannes	Shin	Johannes Shin	M	Single	Caucasian	1973	PHL
E202614	John	Sehgal	John Sehgal	M	Single	Afro American	1982	SFO
E202677	John	Schmidt	John Schmidt	F	Single	Caucasian	1992	SFO
E203046	John	Rojkov	John Rojkov	F	Single	Hispanic	1966	SFO
E203851	John	Reddi	John Reddi	M	Single	Afro American	1981	SFO
E203971	John	Ramu	John Ramu	F	Single	Tribal	1955	SFO
E204013	Johnson	Radhakrishnan	Johnson Radhakrishnan	M	Single	Afro American	1967	SFO
E204075	Johnson	Pierce	Johnson Pierce	F	Single	Hispanic	1957	SFO
E205581	Johnson	Nigam	Johnson Nigam	M	Married	Hispanic	1992	PHL
E206233	Jonathan	Naujoks	Jonathan Naujoks	M	Married	Caucasian	1964	PHL
E206397	Jonathan	Na	Jonathan Na	M	Single	Hispanic	1992	PHL
E206853	Jonathan	Mousavijavardi	Jonathan Mousavijavardi	M	Single	Caucasian	1991	PHL
E207258	Jonathan	Mast	Jonathan Mast	F	Single	Hispanic	1960	SYD
E207417	Jonathan	Mar	Jonathan Mar	M	Single	Caucasian	1967	SYD
E207798	Jonathan	Liu	Jonathan Liu	M	Single	Caucasian	1990	SYD
E208048	Jonathan	Lin	Jonathan Lin	F	Single	Caucasian	1979	SYD
E208227	Jonathan	Liao	Jonathan Liao	F	Single	Caucasian	1971	SYD
E208256	Jonathan	Li	Jonathan Li	F	Single	Hispanic	1961	SYD
E208268	Jordan	Lee	Jordan Lee	F	Single	Caucasian	1971	SYD
E208295	Jordan	Landry	Jordan Landry	M	Single	Caucasian	1971	SYD
E209014	Jordan	Laforge	Jordan Laforge	M	Single	Caucasian	1971	SYD
E209616	Joseph	Kotte	Joseph Kotte	M	Single	Hispanic	1972	SYD
E210022	Joseph	KN	Joseph KN	M	Single	Caucasian	1957	SYD
E210103	Joseph	Kim	Joseph Kim	M	Single	Hispanic	1957	SYD
E210346	Joseph	Kang	Joseph Kang	M	Married	Caucasian	1955	PHL
E210929	Josh	Juristovski	Josh Juristovski	F	Single	Hispanic	1964	PHL
E211311	Josh	Johnson	Josh Johnson	M	Married	Asian	1986	PHL
E212097	Josh	Irvin	Josh Irvin	F	Married	Asian	1956	PHL
E212821	Josh	Hu	Josh Hu	F	Single	Asian	1992	PHL
E212964	Joshua	Hoac	Joshua Hoac	F	Single	Caucasian	1982	PHL
E213002	Joshua	Hernandez	Joshua Hernandez	F	Single	Asian	1976	PHL
E213244	Joshua	Haselhan	Joshua Haselhan	M	Single	Caucasian	1957	PHL
E213258	Juergen	Han	Juergen Han	M	Married	Afro American	1981	PHL
E201848	Johannes	Snowdon	Johannes Snowdon	F	Single	Hispanic	1955	PHL
E215007	Julie	Friesen	Julie Friesen	M	Married	Caucasian	1992	PHL
E215326	Julien	Ebrahimipour	Julien Ebrahimipour	M	Single	Hispanic	1992	PHL
E215816	Julien	Ding	Julien Ding	M	Single	Caucasian	1991	PHL
E216138	Justin	Deng	Justin Deng	F	Single	Hispanic	1956	PHL
E216433	Justin	Dai	Justin Dai	M	Single	Hispanic	1963	PHL
E216531	Ka	Chu-Chong	Ka Chu-Chong	F	Single	Caucasian	1995	PHL
E216566	Ka	Chou	Ka Chou	F	Single	Caucasian	1982	PHL
E217281	KaiQiang	Chen	KaiQiang Chen	F	Married	Asian	1992	PHL
E217309	KaiQiang	Che	KaiQiang Che	F	Single	Caucasian	1966	PHL
E217314	KaiQiang	Chan-Henry	KaiQiang Chan-Henry	F	Single	Caucasian	1963	PHL
E217424	Ka-Lok	Carsley	Ka-Lok Carsley	M	Single	Hispanic	1967	PHL
E218501	Kamaljit	Baudenbacher	Kamaljit Baudenbacher	M	Single	Tribal	1971	PHL
E219034	Karl	Anderson	Karl Anderson	M	Single	Caucasian	1971	PHL
E219165	Karol	Albrecht	Karol Albrecht	F	Married	Caucasian	1961	PHL
E219409	Karol	Zou	Karol Zou	F	Married	Caucasian	1957	PHL
E220363	Karsten	Zhang	Karsten Zhang	M	Single	Caucasian	1955	PHL
E220387	Karsten	Zakeri	Karsten Zakeri	M	Single	Hispanic	1955	PHL
E220834	Karsten	Yoo	Karsten Yoo	F	Single	Hispanic	1964	PHL
E221065	Karsten	Yau	Karsten Yau	M	Single	Caucasian	1957	PHL
E221184	Karsten	Yang	Karsten Yang	F	Single	Caucasian	1981	PHL
E221389	Karsten	Xu	Karsten Xu	M	Single	Hispanic	1992	PHL
E221596	Karthik	Wu	Karthik Wu	F	Married	Other	1967	PHL
E222257	Karthik	Wong	Karthik Wong	F	Married	Caucasian	1973	PHL
E222333	Karthik	Wilson	Karthik Wilson	F	Single	Caucasian	1992	PHL
E223157	Karthik	Wcislo	Karthik Wcislo	F	Married	Afro American	1985	PHL
E223179	Karthik	Wang	Karthik Wang	M	Single	Hispanic	1992	PHL
E223326	Kate	von Haaren	Kate von Haaren	M	Single	Asian	1957	PHL
E300101	Tina	Shaw	Tina Shaw	M	Married	Afro American	1963	SFO
E300102	Tina	Sequeira	Tina Sequeira	M	Single	Caucasian	1995	SFO
E300103	Ting	Schurman	Ting Schurman	M	Single	Caucasian	1982	SFO
E300104	Ting	RUF	Ting RUF	M	Single	Caucasian	1986	SFO
E300105	Ting	Riboud	Ting Riboud	M	Married	Afro American	1992	SFO
E300106	Tobias	Rastogi	Tobias Rastogi	M	Single	Caucasian	1966	SFO
E300107	Tobias	Potiagalov	Tobias Potiagalov	M	Single	Afro American	1963	SFO
E300108	Tobias	Peters	Tobias Peters	M	Married	Afro American	1967	SFO
E300109	Todd	Paul	Todd Paul	M	Single	Caucasian	1990	SFO
E300110	Todd	Okun	Todd Okun	M	Single	Caucasian	1995	SFO
E300111	Todd	Nguyen	Todd Nguyen	M	Single	Caucasian	1979	SFO
E300112	Tommy	Narula	Tommy Narula	F	Single	Afro American	1971	SFO
E300113	Tommy	Moosavi	Tommy Moosavi	F	Single	Caucasian	1971	SFO
E300114	Tommy	Meyer	Tommy Meyer	F	Single	Caucasian	1971	SFO
E300115	Tong	McCamman	Tong McCamman	F	Single	Hispanic	1971	SFO
E300116	Tong	Mak	Tong Mak	F	Single	Caucasian	1971	SFO
E300117	Tong	Lu	Tong Lu	F	Single	Caucasian	1961	SFO
E300118	Tony	Liu	Tony Liu	F	Single	Afro American	1957	SFO
E300119	Tony	Li	Tony Li	F	Single	Caucasian	1972	SFO
E300120	Tony	Leuschner	Tony Leuschner	F	Single	Hispanic	1955	SFO
E300121	Tony	Lauzon	Tony Lauzon	F	Single	Caucasian	1955	SFO
E300122	Tony	Kwok	Tony Kwok	F	Single	Caucasian	1964	SFO
E300123	Tony	Krotova	Tony Krotova	F	Single	Caucasian	1957	SFO
E300124	Torsten	Kong	Torsten Kong	F	Single	Tribal	1981	SFO
E300125	Torsten	Kessler	Torsten Kessler	F	Single	Hispanic	1992	SFO
E300126	Torsten	Kashyap	Torsten Kashyap	F	Single	Caucasian	1967	SFO
E300127	Tracy	Kam	Tracy Kam	F	Married	Caucasian	1973	SFO
E300128	Tracy	Jiang	Tracy Jiang	F	Single	Caucasian	1992	SFO
E300129	Tracy	Jahr	Tracy Jahr	F	Married	Hispanic	1985	SFO
E300130	Tulika	Imano	Tulika Imano	F	Single	Caucasian	1992	SFO
E300131	Tulika	Hu	Tulika Hu	F	Single	Asian	1957	SFO
E300132	Tulika	Higgins	Tulika Higgins	F	Single	Hispanic	1955	SFO
E300133	Tunir	Hegde	Tunir Hegde	F	Single	Caucasian	1990	SFO
E300134	Tunir	Hajizadeh	Tunir Hajizadeh	F	Single	Afro American	1992	SFO
E300135	Tunir	Gu	Tunir Gu	F	Single	Caucasian	1991	SFO
E038906	Barry	Chou	Barry Chou	M	Single	Other	1973	LHR
E189955	Jiasen	Ding	Jiasen Ding	M	Single	Caucasian	1955	SFO
E190690	Jie	Chu-Chong	Jie Chu-Chong	M	Single	Afro American	1963	LHR
E200527	Joey	Tam	Joey Tam	M	Single	Caucasian	1957	FRA
E068256	Christina	Sieberg	Christina Sieberg	M	Single	Hispanic	1960	SYD
E214221	Juergen	Gonzalez	Juergen Gonzalez	M	Single	Afro American	1982	PHL
E077964	Clarence	Jaecksch	Clarence Jaecksch	M	Single	Tribal	1975	SYD
E059597	Carol	Delhaes	Carol Delhaes	M	Single	Afro American	1991	YVR
E059905	Carol	Daniau	Carol Daniau	M	Single	Hispanic	1991	YVR
E061008	Catherine	Choi	Catherine Choi	M	Married	Hispanic	1963	SYD
E061514	Cesar	Castro	Cesar Castro	M	Married	Caucasian	1986	SYD
E061957	Cesar	Budhai	Cesar Budhai	M	Single	Hispanic	1966	SYD
E064326	Charlotte	Xu	Charlotte Xu	M	Single	Caucasian	1964	PHL
E065319	Cheryl	Wassmuth	Cheryl Wassmuth	M	Single	Hispanic	1967	PHL
E067667	Chris	Strangis	Chris Strangis	M	Single	Caucasian	1991	LHR
E069231	Christina	Schneider	Christina Schneider	M	Single	Caucasian	1986	LHR
E070933	Christopher	Pan	Christopher Pan	M	Single	Caucasian	1985	SFO
E071573	Christopher	Neo	Christopher Neo	M	Single	Caucasian	1984	SYD
E073784	Christopher	MAYOR	Christopher MAYOR	M	Single	Hispanic	1971	LHR
E074283	Christy	Lim	Christy Lim	M	Single	Caucasian	1990	SYD
E075045	Claire	Kranig	Claire Kranig	M	Single	Caucasian	1990	SYD
E075312	Clarence	Koh	Clarence Koh	M	Single	Caucasian	1989	SYD
E077642	Clarence	Jovanovic	Clarence Jovanovic	M	Single	Hispanic	1975	SYD
E077693	Clarence	Jardine	Clarence Jardine	M	Single	Caucasian	1973	SYD
E077971	Clarence	Huynh	Clarence Huynh	M	Single	Hispanic	1984	SYD
E079769	Cynthia	Goettge	Cynthia Goettge	M	Married	Caucasian	1968	LHR
E080819	Daisy	Fung	Daisy Fung	M	Single	Hispanic	1961	FRA
E081225	Daisy	Fessler	Daisy Fessler	M	Married	Asian	1981	FRA
E082123	Damia	Dunn	Damia Dunn	M	Married	Asian	1973	FRA
E083484	Dan	Dittakavi	Dan Dittakavi	M	Single	Asian	1975	FRA
E086334	Daniel	Biehn	Daniel Biehn	M	Single	Caucasian	1973	SYD
E090736	David	Vemuri	David Vemuri	M	Single	Asian	1983	LHR
E091007	David	Traver	David Traver	M	Single	Caucasian	1984	LHR
E091644	David	Tailor	David Tailor	M	Married	Afro American	1982	PHL
E091765	David	Song	David Song	M	Single	Hispanic	1962	DXB
E093889	David	PR	David PR	M	Married	Caucasian	1968	PHL
E094666	Debra	Ni	Debra Ni	M	Single	Hispanic	1988	BLR
E100470	Derrick	Jin	Derrick Jin	M	Single	Caucasian	1957	BLR
E103209	Dirk	Guerreiro	Dirk Guerreiro	M	Single	Hispanic	1982	BLR
E103882	Dirk	Gong	Dirk Gong	M	Single	Hispanic	1964	BLR
E104270	Dominik	Felsheim	Dominik Felsheim	M	Single	Caucasian	1955	BLR
E105163	Don	Dierckens	Don Dierckens	M	Single	Caucasian	1955	BLR
E105464	Don	Deng	Don Deng	M	Married	Asian	1957	BLR
E110822	Eduardo	Yin	Eduardo Yin	M	Single	Caucasian	1992	SYD
E113245	Ehsan	Thakur	Ehsan Thakur	M	Single	Caucasian	1957	FRA
E114033	Ellie	Stocker	Ellie Stocker	M	Single	Hispanic	1995	FRA
E116958	Eric	Ong	Eric Ong	M	Single	Tribal	1963	PHL
E117550	Eric	Neal	Eric Neal	M	Single	Caucasian	1961	PHL
E118196	Eric	Mousavijavardi	Eric Mousavijavardi	M	Married	Caucasian	1981	PHL
E118393	Eric	Momen-Pour	Eric Momen-Pour	M	Married	Caucasian	1987	PHL
E119790	Eric	Laramee	Eric Laramee	M	Single	Caucasian	1973	PHL
E120076	Eric	Kunkel	Eric Kunkel	M	Single	Hispanic	1979	PHL
E120625	Erica	Kramer	Erica Kramer	M	Single	Hispanic	1982	PHL
E122828	Ezequiel	Hertanto	Ezequiel Hertanto	M	Single	Caucasian	1984	PHL
E122861	Ezequiel	Hashtroodi	Ezequiel Hashtroodi	M	Single	Caucasian	1985	PHL
E123464	Faizullah	Gans	Faizullah Gans	M	Single	Hispanic	1980	PHL
E123614	Fan	Fan	Fan Fan	M	Married	Other	1983	PHL
E123870	Fay	Duan	Fay Duan	M	Married	Caucasian	1980	PHL
E123900	Fay	Dinkar	Fay Dinkar	M	Single	Caucasian	1981	PHL
E124453	Fay	Deng	Fay Deng	M	Married	Afro American	1976	PHL
E124542	Fay	Del Boccio	Fay Del Boccio	F	Single	Hispanic	1991	PHL
E124585	Fay	Dalley	Fay Dalley	M	Single	Asian	1978	PHL
E124703	Fei	Chiu	Fei Chiu	M	Single	Caucasian	1976	PHL
E124811	Fei	Chan-Henry	Fei Chan-Henry	M	Single	Caucasian	1974	PHL
E124963	Fei	Carswell	Fei Carswell	M	Married	Afro American	1972	PHL
E129555	Frolin	Xiang	Frolin Xiang	M	Single	Caucasian	1981	SYD
E129612	Gaurav	Wong	Gaurav Wong	M	Single	Caucasian	1987	SYD
E136882	Gowda	Momen-Pour	Gowda Momen-Pour	M	Single	Caucasian	1986	SFO
E139314	Guido	Kramer	Guido Kramer	M	Married	Afro American	1978	PHL
E144990	Henry	Dinkar	Henry Dinkar	M	Single	Caucasian	1990	PHL
E147379	Henry	Carswell	Henry Carswell	M	Single	Afro American	1990	PHL
E147645	Herbert	Bertrand	Herbert Bertrand	M	Married	Afro American	1971	SFO
E148235	Herbert	Badragan	Herbert Badragan	M	Single	Caucasian	1988	SFO
E150199	Hongchul	Ye	Hongchul Ye	M	Single	Caucasian	1963	SFO
E154246	Hyo	Strizzi	Hyo Strizzi	M	Single	Caucasian	1974	SYD
E154573	Hyunwoo	Sequeira	Hyunwoo Sequeira	M	Single	Afro American	1971	SYD
E154717	Ian	Schurman	Ian Schurman	M	Single	Caucasian	1980	SYD
E156849	Ina	Paul	Ina Paul	M	Single	Caucasian	1994	SYD
E157704	Irene	McCamman	Irene McCamman	M	Single	Hispanic	1980	FRA
E162381	Ivan	Jiang	Ivan Jiang	M	Single	Caucasian	1985	LHR
E163528	Jack	Higgins	Jack Higgins	M	Single	Caucasian	1997	LHR
E163841	Jack	Hegde	Jack Hegde	M	Single	Afro American	1991	LHR
E165113	Jacky	Gowsell	Jacky Gowsell	M	Single	Caucasian	1964	SYD
E166370	Jacob	Fei	Jacob Fei	M	Single	Hispanic	1995	SYD
E166587	Jacob	Ekkel	Jacob Ekkel	M	Single	Caucasian	1996	SYD
E167007	Jacob	Diehl	Jacob Diehl	M	Single	Caucasian	1964	SYD
E172608	Jan	Yang	Jan Yang	M	Single	Caucasian	1957	FRA
E175859	Jason	Sun	Jason Sun	M	Single	Tribal	1992	LHR
E176081	Jason	Steyn	Jason Steyn	M	Single	Hispanic	1991	LHR
E177531	Jayant	Pierce	Jayant Pierce	M	Single	Caucasian	1971	LHR
E179528	Jayanth	Moser	Jayanth Moser	M	Married	Caucasian	1957	FRA
E182506	Jean-Marie	Landry	Jean-Marie Landry	F	Single	Caucasian	1992	SFO
E183208	Jean-Marie	Labouze	Jean-Marie Labouze	M	Married	Hispanic	1992	SFO
E185850	Jeffry	Hu	Jeffry Hu	M	Single	Caucasian	1967	SFO
E186735	Jeremy	Guo	Jeremy Guo	F	Single	Asian	1961	PHL
E189114	Jia	Friesen	Jia Friesen	F	Single	Hispanic	1971	FRA
E189305	Jia	Esquivel	Jia Esquivel	F	Single	Caucasian	1957	SFO
E300136	Ty	Gowsell	Ty Gowsell	F	Single	Afro American	1991	SFO
E193598	Joachim	Badaire	Joachim Badaire	M	Single	Caucasian	1990	FRA
E194191	Joachim	Asadi	Joachim Asadi	M	Single	Other	1982	FRA
E194661	Joanna	Albrecht	Joanna Albrecht	M	Single	Caucasian	1991	FRA
E196581	Joanne	Yin	Joanne Yin	M	Single	Afro American	1967	FRA
E207712	Jonathan	MacAulay	Jonathan MacAulay	M	Single	Afro American	1995	SYD
E212366	Josh	Hui	Josh Hui	M	Single	Hispanic	1963	PHL
E213367	Juergen	Guo	Juergen Guo	F	Married	Hispanic	1967	PHL
E215298	Julie	Ferrer	Julie Ferrer	F	Married	Caucasian	1985	PHL
E215299	Julie	Fan	Julie Fan	M	Single	Hispanic	1964	PHL
E216214	Justin	Debsi	Justin Debsi	F	Single	Caucasian	1977	PHL
E217543	Kamaljit	Bolster	Kamaljit Bolster	F	Single	Hispanic	1979	PHL
E218589	Karl	Badaire	Karl Badaire	F	Single	Caucasian	1971	PHL
E218667	Karl	Astito	Karl Astito	M	Single	Caucasian	1971	PHL
E225144	Kelly	Schunck	Kelly Schunck	M	Single	Caucasian	1997	SYD
E225935	Keri	Pan	Keri Pan	M	Single	Caucasian	1984	SYD
E226382	Kevin	Nguyen	Kevin Nguyen	F	Single	Hispanic	1989	SYD
E227427	Kevin	McAlpine	Kevin McAlpine	M	Single	Caucasian	1971	PHL
E233287	Kristofer	Huang	Kristofer Huang	F	Single	Caucasian	1976	SFO
E233632	Kyle	Haupt	Kyle Haupt	M	Single	Caucasian	1973	SFO
E234438	Kyoung	Govindarasu	Kyoung Govindarasu	F	Single	Hispanic	1981	SYD
E234467	Kyoung	Ge	Kyoung Ge	F	Single	Caucasian	1981	SFO
E236347	Laurent	Chabert	Laurent Chabert	M	Single	Hispanic	1973	SFO
E239448	Logan	Yeung	Logan Yeung	F	Married	Caucasian	1979	SFO
E239976	Logan	Xu	Logan Xu	F	Single	Hispanic	1980	FRA
E243526	Lucy	Stergios	Lucy Stergios	F	Married	Asian	1962	SFO
E243642	Luis	Spehalski	Luis Spehalski	F	Married	Asian	1980	SFO
E247549	Maheshwar	Muts	Maheshwar Muts	F	Single	Asian	1991	PHL
E247581	Mahsa	Morzaria	Mahsa Morzaria	M	Single	Caucasian	1982	PHL
E251031	Mariam	Jung	Mariam Jung	F	Single	Asian	1963	PHL
E257321	Mauricio	Chu	Mauricio Chu	F	Single	Caucasian	1971	PHL
E260052	Merlijn	Brunet	Merlijn Brunet	M	Married	Afro American	1990	PHL
E266317	Michael	Smith	Michael Smith	F	Single	Hispanic	1957	SFO
E269226	Michelle	Penner	Michelle Penner	F	Married	Caucasian	1964	PHL
E269472	Mickey	Nathaniel	Mickey Nathaniel	F	Single	Hispanic	1987	SFO
E270011	Mihaela	Miller	Mihaela Miller	M	Single	Caucasian	1977	LHR
E273097	Mongo	Labouze	Mongo Labouze	M	Single	Hispanic	1971	PHL
E275852	Moonjun	Jin	Moonjun Jin	M	Single	Hispanic	1979	PHL
E292560	Oliver	Patel	Oliver Patel	M	Single	Caucasian	1986	SFO
E294149	Parry	Mahajan	Parry Mahajan	M	Single	Caucasian	1985	SYD
E294999	Parviz	Liu	Parviz Liu	M	Married	Asian	1979	PHL
E295212	Patrick	Li	Patrick Li	F	Single	Caucasian	1978	LHR
E298205	Paul	Huang	Paul Huang	F	Single	Caucasian	1986	PHL
E298613	Paul	Hertzog	Paul Hertzog	F	Single	Hispanic	1988	SYD
E298774	Paul	Hassler	Paul Hassler	F	Single	Tribal	1986	SYD
E299182	Paul	Han	Paul Han	M	Single	Caucasian	1981	SYD
E299238	Paul	Habib	Paul Habib	M	Married	Caucasian	1971	SYD
E299276	Peter	Groeneveld	Peter Groeneveld	F	Married	Caucasian	1971	SYD
E299305	Peter	Goodman	Peter Goodman	M	Single	Caucasian	1979	SYD
E299557	Peter	Godfree	Peter Godfree	F	Single	Hispanic	1978	SYD
E300141	Udo	Dyck	Udo Dyck	F	Single	Caucasian	1966	SFO
E300142	Ulrich	Djupstrom	Ulrich Djupstrom	M	Single	Caucasian	1986	PHL
E300143	Ulrich	Denford	Ulrich Denford	M	Single	Hispanic	1984	PVG
E300144	Ulrich	Das	Ulrich Das	M	Married	Other	1997	PHL
E300145	Umesh	Crumb	Umesh Crumb	M	Married	Caucasian	1989	PVG
E300146	Umesh	Choi	Umesh Choi	F	Single	Caucasian	1993	PVG
E000119	Aakash	Zheng	Aakash Zheng	F	Single	Caucasian	1964	LHR
E002659	Adam	Timm	Adam Timm	M	Single	Caucasian	1971	LHR
E005490	Adrian	Schall	Adrian Schall	F	Single	Caucasian	1979	BLR
E006078	Adrian	Raskatov	Adrian Raskatov	M	Single	Caucasian	1990	PHL
E006328	Adrian	Ramakrishnan	Adrian Ramakrishnan	F	Single	Caucasian	1990	FRA
E011537	Alex	Lau	Alex Lau	F	Married	Caucasian	1981	LHR
E016011	Alexander	Handel	Alexander Handel	F	Single	Caucasian	1985	SFO
E016751	Alexandre	Goldstrom	Alexandre Goldstrom	F	Single	Caucasian	1991	SYD
E019024	Alfred	Choi	Alfred Choi	F	Single	Hispanic	1995	LHR
E019552	Alireza	Cameron	Alireza Cameron	F	Single	Caucasian	1995	PHL
E023704	Andre	Wong	Andre Wong	F	Single	Afro American	1982	PHL
E024178	Andrea	Wang	Andrea Wang	F	Single	Caucasian	1992	LHR
E026142	Andy	Sethy	Andy Sethy	M	Single	Caucasian	1992	LHR
E027681	Angela	Ramu	Angela Ramu	M	Single	Afro American	1990	BLR
E028037	Angie	Pruner	Angie Pruner	M	Single	Caucasian	1995	LHR
E029680	Anna	Nathaniel	Anna Nathaniel	M	Single	Hispanic	1971	SYD
E031705	Anne	Liao	Anne Liao	M	Single	Afro American	1963	LHR
E034330	April	Jain	April Jain	M	Single	Hispanic	1992	LHR
E034524	Arash	Huhn	Arash Huhn	M	Single	Caucasian	1992	BLR
E035912	Ashish	Graus	Ashish Graus	M	Single	Hispanic	1995	SFO
E036468	Ashok	Gibson	Ashok Gibson	M	Single	Hispanic	1961	LHR
E038623	Bardia	Cypher	Bardia Cypher	M	Single	Hispanic	1955	LHR
E041406	Benedikt	Barton	Benedikt Barton	M	Single	Hispanic	1981	LHR
E044486	Bettina	Vahabzadeh	Bettina Vahabzadeh	M	Single	Hispanic	1961	SYD
E046110	Blair	Song	Blair Song	M	Single	Caucasian	1964	LHR
E046332	Blair	Sidiq	Blair Sidiq	M	Single	Caucasian	1955	PHL
E047034	Blair	Shao	Blair Shao	M	Married	Afro American	1955	LHR
E048778	Borislav	Rapthadu	Borislav Rapthadu	M	Single	Caucasian	1982	SYD
E050505	Brett	MAYOR	Brett MAYOR	M	Single	Caucasian	1991	SYD
E050934	Brett	Mahajan	Brett Mahajan	M	Single	Caucasian	1963	SFO
E051819	Brian	Liauw	Brian Liauw	M	Single	Caucasian	1995	FRA
E052950	Brian	Kuo	Brian Kuo	M	Single	Caucasian	1971	BLR
E053122	Brian	Kranig	Brian Kranig	M	Single	Asian	1971	SFO
E053377	Brian	Kim	Brian Kim	M	Single	Caucasian	1971	LHR
E057312	Caleb	Habib	Caleb Habib	M	Single	Hispanic	1976	SYD
E062815	Chang	Abnar	Chang Abnar	M	Single	Caucasian	1971	FRA
E063341	Chao	Yun	Chao Yun	M	Single	Hispanic	1957	FRA
E063477	Chapman	Yoo	Chapman Yoo	M	Married	Caucasian	1972	FRA
E064093	Chapman	Yan	Chapman Yan	M	Single	Caucasian	1955	PHL
E065639	Chester	Wang	Chester Wang	M	Married	Asian	1992	MEC
E066317	Chester	Vahabzadeh	Chester Vahabzadeh	M	Single	Caucasian	1992	FRA
E067775	Christina	St-Denis	Christina St-Denis	M	Single	Caucasian	1964	SYD
E069921	Christoph	Rajagopal	Christoph Rajagopal	M	Single	Caucasian	1976	PHL
E078864	Cynthia	Han	Cynthia Han	M	Single	Caucasian	1975	SYD
E085128	Daniel	Chao	Daniel Chao	M	Single	Caucasian	1975	SFO
E086814	Daniela	Angara	Daniela Angara	M	Married	Hispanic	1967	LHR
E086842	Daniela	Almonte	Daniela Almonte	M	Married	Caucasian	1982	PHL
E091401	David	Teichroeb	David Teichroeb	M	Single	Hispanic	1964	FRA
E092199	David	Shen	David Shen	M	Single	Caucasian	1973	LHR
E092761	David	Ratkowski	David Ratkowski	M	Single	Caucasian	1971	FRA
E093301	David	Ramamonjison	David Ramamonjison	M	Single	Hispanic	1981	PHL
E097970	Deok	Lam	Deok Lam	F	Single	Hispanic	1955	BLR
E098370	Deok	Laborde	Deok Laborde	M	Single	Caucasian	1955	BLR
E109608	Duong	Arriola	Duong Arriola	M	Single	Asian	1967	SFO
E110343	Dvij	Zhu	Dvij Zhu	M	Single	Caucasian	1963	DXB
E111519	Edward	Yan	Edward Yan	M	Single	Caucasian	1982	PHL
E112411	Edward	Wang	Edward Wang	M	Married	Afro American	1955	SFO
E113149	Edwin	Tripathy	Edwin Tripathy	M	Single	Hispanic	1956	SFO
E115051	Emmanuel	Schmitt	Emmanuel Schmitt	M	Single	Hispanic	1972	PHL
E116429	Eran	Radhakrishnan	Eran Radhakrishnan	M	Single	Hispanic	1990	PHL
E116835	Eric	Pastor	Eric Pastor	M	Single	Caucasian	1959	PHL
E117401	Eric	Norton	Eric Norton	M	Married	Asian	1964	PHL
E121776	Erin	Jang	Erin Jang	M	Single	Tribal	1975	PHL
E123101	Fabien	Guo	Fabien Guo	M	Married	Caucasian	1985	PHL
E125656	Forrest	Badragan	Forrest Badragan	M	Single	Caucasian	1982	FRA
E127272	Francois	Alluri	Francois Alluri	M	Single	Caucasian	1987	SFO
E127525	Frank	Zhu	Frank Zhu	M	Single	Hispanic	1987	SFO
E127957	Frank	Yuen	Frank Yuen	M	Married	Other	1971	FRA
E128680	Frank	Yoldemir	Frank Yoldemir	M	Married	Caucasian	1983	SYD
E129769	Gaurav	Wason	Gaurav Wason	M	Single	Hispanic	1987	SFO
E131164	Gavin	Too	Gavin Too	F	Single	Asian	1987	PHL
E133961	Giovanni	Reddy	Giovanni Reddy	F	Single	Caucasian	1981	SFO
E136107	Gordon	Norton	Gordon Norton	M	Married	Afro American	1984	PHL
E136234	Gordon	Neal	Gordon Neal	M	Single	Caucasian	1986	PHL
E136636	Gowda	Mulchandani	Gowda Mulchandani	M	Single	Caucasian	1986	SFO
E138482	Greg	Liauw	Greg Liauw	F	Married	Afro American	1981	PHL
E139048	Gregory	Kunkel	Gregory Kunkel	M	Single	Afro American	1981	PHL
E140982	Hans-Peter	K S	Hans-Peter K S	F	Married	Afro American	1981	PHL
E141599	Harjeet	Ivain	Harjeet Ivain	M	Single	Caucasian	1988	FRA
E142250	Harry	Han	Harry Han	F	Single	Caucasian	1985	FRA
E143815	Heather	Gonzalez	Heather Gonzalez	F	Single	Caucasian	1988	SFO
E143510	Heather	Guo	Heather Guo	F	Single	Afro American	1986	FRA
E144560	Hemanth	Fessler	Hemanth Fessler	F	Single	Caucasian	1971	MEC
E144830	Henry	Duan	Henry Duan	M	Single	Caucasian	1988	PHL
E143865	Heiko	Godfree	Heiko Godfree	F	Single	Hispanic	1986	PHL
E146346	Henry	Choy	Henry Choy	F	Single	Caucasian	1963	PHL
E147534	Henry	Buchholz	Henry Buchholz	M	Single	Caucasian	1986	SFO
E149326	Holger	Zheng	Holger Zheng	F	Single	Afro American	1955	SFO
E150686	Houman	Wu	Houman Wu	F	Single	Hispanic	1967	SFO
E150707	Howard	Wong	Howard Wong	F	Single	Caucasian	1966	PHL
E150958	Howard	Witzel	Howard Witzel	F	Single	Caucasian	1972	FRA
E151154	Howard	Weber	Howard Weber	F	Single	Caucasian	1971	SFO
E153751	HuiBin	Swan	HuiBin Swan	F	Single	Hispanic	1970	SFO
E154447	Hyo	Song	Hyo Song	F	Married	Caucasian	1972	SFO
E157008	Inez	Okun	Inez Okun	F	Married	Hispanic	1968	SFO
E157405	Irene	Narula	Irene Narula	F	Single	Asian	1962	FRA
E158174	Irene	Mak	Irene Mak	F	Single	Hispanic	1969	SFO
E159370	Isaac	Li	Isaac Li	F	Single	Caucasian	1968	SFO
E159561	Isaac	Leuschner	Isaac Leuschner	F	Single	Afro American	1981	LHR
E160371	Issac	Kim	Issac Kim	F	Single	Other	1992	SFO
E161406	Ivan	Kashyap	Ivan Kashyap	F	Single	Caucasian	1981	FRA
E161478	Ivan	Kam	Ivan Kam	F	Single	Afro American	1991	LHR
E163079	Ivan	Huang	Ivan Huang	F	Single	Caucasian	1992	SFO
E164312	Jack	Handel	Jack Handel	F	Single	Tribal	1992	SFO
E167866	Jade	Choi	Jade Choi	F	Single	Hispanic	1967	SFO
E169287	Jaideep	Chachcha	Jaideep Chachcha	F	Married	Caucasian	1979	SFO
E169911	James	Bundschuh	James Bundschuh	F	Single	Hispanic	1971	PHL
E170772	James	Augustin	James Augustin	F	Single	Caucasian	1972	SFO
E171741	James	Zhou	James Zhou	F	Single	Hispanic	1957	FRA
E173409	Janet	Woodhouse	Janet Woodhouse	F	Single	Caucasian	1992	SFO
E175290	Jason	Uhlmann	Jason Uhlmann	F	Single	Caucasian	1985	SFO
E178925	Jayanta	Om	Jayanta Om	F	Single	Caucasian	1971	FRA
E180488	Jayne	Mast	Jayne Mast	F	Single	Caucasian	1956	SFO
E185467	Jeff	Jin	Jeff Jin	F	Single	Caucasian	1992	SFO
E185611	Jeffry	Hui	Jeffry Hui	F	Single	Hispanic	1963	SFO
E186604	Jenny	Haselhan	Jenny Haselhan	F	Single	Caucasian	1995	PHL
E188395	Jerome	Gandikota	Jerome Gandikota	F	Married	Caucasian	1971	FRA
E189254	Jia	Ferrer	Jia Ferrer	F	Single	Hispanic	1972	SFO
E190611	Jie	Dai	Jie Dai	F	Married	Asian	1992	LHR
E192520	Jim	Cai	Jim Cai	F	Single	Asian	1961	FRA
E192838	Jinsung	Bernard	Jinsung Bernard	F	Single	Asian	1992	FRA
E193021	Jinsung	Baudenbacher	Jinsung Baudenbacher	F	Single	Caucasian	1975	SFO
E198305	Jochen	Xi	Jochen Xi	F	Married	Caucasian	1995	PHL
E198532	Joel	Wright	Joel Wright	F	Single	Hispanic	1956	SFO
E198575	Joel	Wong	Joel Wong	F	Single	Caucasian	1979	SFO
E198593	Joel	Wheadon	Joel Wheadon	F	Single	Hispanic	1971	PHL
E200915	Johann	Sun	Johann Sun	F	Single	Caucasian	1964	SFO
E189864	Jiasen	Du	Jiasen Du	F	Single	Caucasian	1955	SFO
E201940	Johannes	Sezer	Johannes Sezer	F	Married	Asian	1963	SFO
E202693	John	Salomon	John Salomon	F	Single	Caucasian	1982	SFO
E204708	Johnson	Perdigeon	Johnson Perdigeon	F	Single	Caucasian	1985	SFO
E204939	Johnson	Parker	Johnson Parker	F	Single	Hispanic	1961	SFO
E205422	Johnson	Ong	Johnson Ong	F	Single	Tribal	1990	PHL
E206993	Jonathan	McGregor	Jonathan McGregor	F	Married	Caucasian	1963	SFO
E211797	Josh	Jang	Josh Jang	F	Single	Hispanic	1995	PHL
E213384	Juergen	Gray	Juergen Gray	F	Single	Caucasian	1973	PHL
E214722	Juergen	Gandikota	Juergen Gandikota	F	Single	Caucasian	1992	PHL
E217437	Ka-Lok	Cai	Ka-Lok Cai	F	Married	Afro American	1990	PHL
E218031	Kamaljit	Bernard	Kamaljit Bernard	F	Single	Caucasian	1971	PHL
E219487	Karol	Zheng	Karol Zheng	F	Single	Caucasian	1972	PHL
E210226	Joseph	Kazmaier	Joseph Kazmaier	F	Married	Afro American	1955	PHL
E224149	Kathleen	Sung	Kathleen Sung	F	Single	Caucasian	1964	SFO
E224230	Kathleen	Streight	Kathleen Streight	F	Single	Caucasian	1980	PHL
E226568	Kevin	Muppirala	Kevin Muppirala	F	Married	Afro American	1976	PHL
E227230	Kevin	Meng	Kevin Meng	F	Single	Caucasian	1967	PHL
E227956	Kevin	Mak	Kevin Mak	F	Single	Afro American	1990	SFO
E227968	Kevin	Longia	Kevin Longia	F	Married	Afro American	1990	SFO
E228380	Kevin	Li	Kevin Li	F	Single	Caucasian	1989	PHL
E228562	Kevin	Leung	Kevin Leung	F	Single	Caucasian	1990	PHL
E229713	Khushi	Kretschmer	Khushi Kretschmer	F	Single	Caucasian	1989	SFO
E230193	Kirk	Kim	Kirk Kim	F	Single	Afro American	1981	SFO
E233470	Kyle	Hiew	Kyle Hiew	F	Single	Caucasian	1975	SFO
E233710	Kyle	Han	Kyle Han	F	Single	Hispanic	1975	FRA
E234449	Kyoung	Goettge	Kyoung Goettge	F	Single	Caucasian	1961	SFO
E234524	Kyoungsoon	Fetzer	Kyoungsoon Fetzer	F	Single	Afro American	1975	SFO
E235176	Larissa	Ekeland	Larissa Ekeland	F	Single	Caucasian	1975	SFO
E235522	Larissa	Djaya	Larissa Djaya	F	Single	Hispanic	1968	SFO
E235879	Lauren	Choy	Lauren Choy	F	Single	Caucasian	1987	PHL
E235940	Lauren	Choi	Lauren Choi	F	Single	Caucasian	1975	SFO
E236035	Laurens	Chen	Laurens Chen	F	Single	Caucasian	1984	SFO
E237526	Leah	Becerra	Leah Becerra	F	Single	Tribal	1961	SFO
E237608	Linda	Banks	Linda Banks	F	Single	Hispanic	1967	MEC
E237887	Linda	Anugu	Linda Anugu	F	Single	Caucasian	1976	FRA
E239039	Lisa	Zhan	Lisa Zhan	F	Married	Hispanic	1972	SFO
E240919	Lorraine	Wang	Lorraine Wang	F	Single	Other	1975	MEC
E241171	Lothar	Wakefield	Lothar Wakefield	F	Single	Caucasian	1983	FRA
E242320	Lucas	Teng	Lucas Teng	F	Single	Tribal	1982	MEC
E245107	Lynn	Rusch	Lynn Rusch	F	Single	Caucasian	1976	PHL
E245676	Lynn	Recalde	Lynn Recalde	F	Single	Caucasian	1981	PHL
E246514	Madhu	Penner	Madhu Penner	F	Single	Caucasian	1987	PHL
E246906	Madhu	Olle	Madhu Olle	F	Single	Hispanic	1988	PHL
E247955	Mahsa	Miller	Mahsa Miller	F	Married	Caucasian	1964	PHL
E248562	Mala	Martyn	Mala Martyn	F	Single	Caucasian	1979	PHL
E249035	Marc	Li	Marc Li	M	Married	Afro American	1964	SFO
E250629	Marc	Kim	Marc Kim	M	Single	Caucasian	1982	SFO
E251594	Marjolein	Ingram	Marjolein Ingram	M	Single	Tribal	1972	SFO
E252779	Marko	Ho	Marko Ho	M	Married	Caucasian	1992	SFO
E253462	Maryna	Harvey	Maryna Harvey	M	Single	Hispanic	1982	SFO
E254276	Matthew	Graus	Matthew Graus	M	Single	Caucasian	1992	SFO
E255514	Matthias	Furlan	Matthias Furlan	M	Married	Caucasian	1955	SFO
E256790	Matthias	Ding	Matthias Ding	M	Single	Caucasian	1979	PHL
E257278	Mauricio	Cypher	Mauricio Cypher	M	Single	Caucasian	1971	PHL
E259242	Melissa	Carrothers	Melissa Carrothers	M	Single	Caucasian	1971	PHL
E260827	Michael	Bacinschi	Michael Bacinschi	M	Single	Hispanic	1960	PHL
E263214	Michael	Yang	Michael Yang	M	Single	Caucasian	1964	PHL
E263309	Michael	Wu	Michael Wu	M	Single	Hispanic	1966	PHL
E263786	Michael	Westmoreland	Michael Westmoreland	M	Single	Caucasian	1991	PHL
E264861	Michael	Udovicic	Michael Udovicic	M	Single	Hispanic	1957	SFO
E263060	Michael	Yu	Michael Yu	M	Single	Afro American	1982	PHL
E266863	Michael	Segal	Michael Segal	M	Single	Tribal	1957	LHR
E267173	Michaela	S	Michaela S	M	Single	Hispanic	1995	SFO
E268289	Michel	Petrie	Michel Petrie	M	Single	Hispanic	1963	PHL
E269256	Michelle	Park	Michelle Park	M	Single	Caucasian	1961	SFO
E269680	Mickey	Muts	Mickey Muts	M	Single	Caucasian	1975	FRA
E269686	Mihaela	Moser	Mihaela Moser	M	Single	Hispanic	1975	PHL
E270365	Mill	Martyn	Mill Martyn	M	Single	Caucasian	1984	BLR
E274735	Monika	Kaur	Monika Kaur	M	Single	Caucasian	1990	PHL
E267994	Michel	Ramu	Michel Ramu	M	Single	Hispanic	1992	PHL
E275953	Muriel	Jain	Muriel Jain	M	Married	Caucasian	1977	PHL
E276110	Muriel	Ingram	Muriel Ingram	F	Single	Hispanic	1984	PHL
E277055	Nancy	Gong	Nancy Gong	M	Single	Hispanic	1981	SFO
E278377	Narasimha	Eastmond	Narasimha Eastmond	M	Single	Hispanic	1976	SFO
E280626	Nari	Chou	Nari Chou	M	Single	Caucasian	1974	SFO
E281773	Natascha	Chen	Natascha Chen	F	Single	Hispanic	1975	PHL
E282394	Nathan	BURNIER	Nathan BURNIER	F	Married	Afro American	1989	PHL
E283347	Nebojsa	Bacinschi	Nebojsa Bacinschi	M	Single	Caucasian	1987	SFO
E285010	Neil	Yun	Neil Yun	F	Single	Caucasian	1981	PHL
E285019	Nicholas	Yoldemir	Nicholas Yoldemir	M	Single	Caucasian	1973	PHL
E286052	Nicholas	Yan	Nicholas Yan	F	Single	Caucasian	1987	SFO
E288088	Nicole	Toor	Nicole Toor	M	Married	Caucasian	1987	PHL
E289080	Nikki	Strangis	Nikki Strangis	F	Single	Asian	1991	SFO
E289304	Nina	Shao	Nina Shao	F	Single	Caucasian	1981	SFO
E274956	Moonjun	Jung	Moonjun Jung	F	Single	Other	1988	PHL
E291730	Oliver	Radulescu	Oliver Radulescu	M	Single	Tribal	1984	FRA
E292366	Oliver	Peruzzi	Oliver Peruzzi	M	Single	Hispanic	1986	SFO
E292860	Olivier	Neo	Olivier Neo	M	Single	Hispanic	1994	MEC
E293489	Orla	Meng	Orla Meng	M	Single	Caucasian	1972	MEC
E293618	Parry	MAYOR	Parry MAYOR	F	Single	Caucasian	1981	SFO
E295915	Patrick	Leung	Patrick Leung	M	Single	Caucasian	1984	PHL
E296088	Patrick	Lailhacar	Patrick Lailhacar	M	Single	Caucasian	1961	PHL
E289513	Nina	Sengupta	Nina Sengupta	M	Single	Caucasian	1984	PHL
E299670	Peter	Eichmann	Peter Eichmann	M	Single	Caucasian	1984	FRA
E299671	Peter	Dunn	Peter Dunn	M	Single	Caucasian	1982	SYD
E299672	Peter	Dittakavi	Peter Dittakavi	M	Single	Hispanic	1986	SFO
E299673	Peter	Deng	Peter Deng	M	Single	Tribal	1979	LHR
E299674	Peter	Delhaes	Peter Delhaes	M	Single	Caucasian	1991	FRA
E299675	Peter	Daniau	Peter Daniau	M	Married	Caucasian	1973	LHR
E299676	Peter	Coldrey	Peter Coldrey	M	Married	Caucasian	1987	FRA
E299677	Peter	Choy	Peter Choy	M	Single	Caucasian	1979	SYD
E299678	Peter	Choi	Peter Choi	M	Single	Hispanic	1982	FRA
E299679	Peter	Chen	Peter Chen	M	Single	Hispanic	1971	SYD
E299680	Philip	Chang	Philip Chang	M	Single	Caucasian	1978	SYD
E299681	Philip	Castro	Philip Castro	M	Single	Caucasian	1969	SYD
E299682	Philip	Callaghan	Philip Callaghan	M	Single	Hispanic	1983	PHL
E299683	Philip	Budhai	Philip Budhai	M	Married	Other	1985	SYD
E299684	Philip	Botticchio	Philip Botticchio	M	Married	Caucasian	1990	LHR
E299685	Philip	Biehn	Philip Biehn	M	Single	Caucasian	1975	FRA
E299686	Philip	Bazira	Philip Bazira	M	Married	Afro American	1988	FRA
E299687	Philip	Baetz	Philip Baetz	M	Single	Hispanic	1979	LHR
E299688	Philip	Au	Philip Au	M	Single	Asian	1977	MEC
E299689	Philip	Angara	Philip Angara	F	Single	Caucasian	1984	FRA
E299690	Philip	Almonte	Philip Almonte	M	Single	Caucasian	1984	SYD
E299691	Philip	Abnar	Philip Abnar	M	Married	Afro American	1985	SYD
E299692	Philipp	Zheng	Philipp Zheng	M	Single	Caucasian	1980	SFO
E299693	Philipp	Zhao	Philipp Zhao	M	Single	Caucasian	1985	SYD
E299694	Philipp	Zbeetnoff	Philipp Zbeetnoff	M	Single	Caucasian	1989	SYD
E299695	Phillip	Yoon	Phillip Yoon	M	Married	Afro American	1974	SYD
E299696	Phillip	Ye	Phillip Ye	F	Single	Caucasian	1970	SFO
E299697	Phillip	Yang	Phillip Yang	M	Single	Afro American	1980	FRA
E299698	Pierpaolo	Xu	Pierpaolo Xu	M	Married	Afro American	1981	LHR
E299699	Pierpaolo	Wu	Pierpaolo Wu	M	Single	Caucasian	1981	LHR
E299700	Pierpaolo	Wong	Pierpaolo Wong	M	Single	Caucasian	1983	LHR
E299701	Pilsoon	Wong	Pilsoon Wong	M	Single	Caucasian	1981	SYD
E299702	Pilsoon	Werner	Pilsoon Werner	M	Single	Afro American	1980	LHR
E299703	Pilsoon	Wang	Pilsoon Wang	M	Single	Caucasian	1981	LHR
E299704	Ping	Wang	Ping Wang	M	Single	Caucasian	1976	LHR
E299705	Ping	Wakefield	Ping Wakefield	F	Single	Hispanic	1991	LHR
E299706	Ping	Vemuri	Ping Vemuri	M	Single	Caucasian	1978	LHR
E299707	Pooya	Tsumura	Pooya Tsumura	M	Single	Caucasian	1976	PHL
E299708	Pooya	Tran	Pooya Tran	M	Single	Afro American	1978	FRA
E299709	Pooya	Tiu	Pooya Tiu	M	Single	Caucasian	1976	SYD
E299710	Prarit	Teichroeb	Prarit Teichroeb	F	Single	Hispanic	1976	SYD
E299711	Prarit	Tailor	Prarit Tailor	M	Single	Caucasian	1974	LHR
E299712	Prarit	Strizzi	Prarit Strizzi	M	Single	Caucasian	1972	SFO
E299713	Prashanth	Stefanovic	Prashanth Stefanovic	M	Single	Caucasian	1975	SYD
E299714	Prashanth	Song	Prashanth Song	M	Single	Tribal	1989	FRA
E299715	Prashanth	Singh	Prashanth Singh	M	Single	Hispanic	1987	LHR
E299716	Pravin	Shaw	Pravin Shaw	M	Single	Caucasian	1967	SYD
E299717	Pravin	Serna Leal	Pravin Serna Leal	M	Married	Caucasian	1989	LHR
E299718	Pravin	Schwarz	Pravin Schwarz	M	Single	Caucasian	1982	LHR
E299719	Pritesh	Schemer	Pritesh Schemer	M	Married	Hispanic	1982	PHL
E299720	Pritesh	RUF	Pritesh RUF	M	Single	Caucasian	1987	FRA
E299721	Pritesh	Riecken	Pritesh Riecken	M	Single	Asian	1987	LHR
E299722	Priti	Ratkowski	Priti Ratkowski	M	Single	Hispanic	1987	DXB
E299723	Priti	Ramamonjison	Priti Ramamonjison	M	Single	Caucasian	1952	SYD
E299724	Priti	Potiagalov	Priti Potiagalov	M	Single	Afro American	1971	LHR
E299725	Qing	Peters	Qing Peters	M	Single	Caucasian	1971	SYD
E299726	Qing	Peng	Qing Peng	M	Single	Other	1983	LHR
E299727	Qing	Park	Qing Park	M	Single	Caucasian	1980	LHR
E299728	Qing	Okun	Qing Okun	M	Single	Afro American	1979	PHL
E299729	Qing	Ni	Qing Ni	M	Single	Caucasian	1981	SYD
E299730	Qing	Natarajan	Qing Natarajan	F	Single	Hispanic	1973	SFO
E299731	Radim	Mut	Radim Mut	M	Single	Afro American	1987	LHR
E299732	Radim	Moosavi	Radim Moosavi	M	Single	Tribal	1987	SYD
E299733	Radim	Michligk	Radim Michligk	M	Single	Afro American	1987	SYD
E299734	Raffaele	McConnell	Raffaele McConnell	M	Single	Hispanic	1987	LHR
E299735	Raffaele	Martin	Raffaele Martin	M	Married	Hispanic	1987	SFO
E299736	Raffaele	Mak	Raffaele Mak	M	Married	Caucasian	1988	FRA
E299737	Raghuraman	Ma	Raghuraman Ma	M	Single	Hispanic	1988	FRA
E299738	Raghuraman	Liu	Raghuraman Liu	M	Single	Caucasian	1987	LHR
E299739	Raghuraman	Lim	Raghuraman Lim	M	Single	Hispanic	1987	PHL
E299740	Randy	Li	Randy Li	M	Single	Caucasian	1987	FRA
E299741	Randy	Lawrence	Randy Lawrence	M	Single	Caucasian	1987	FRA
E299742	Ravichandran	Lam	Ravichandran Lam	M	Single	Caucasian	1987	FRA
E299743	Ravichandran	Kwok	Ravichandran Kwok	M	Single	Caucasian	1987	FRA
E299744	Ravichandran	Kudlac	Ravichandran Kudlac	M	Single	Hispanic	1988	SYD
E299745	Ravin	Kong	Ravin Kong	M	Single	Caucasian	1988	SYD
E299746	Ravin	Kim	Ravin Kim	M	Single	Caucasian	1991	SYD
E299747	Ravin	Kessler	Ravin Kessler	M	Single	Caucasian	1991	PHL
E299748	Raymond	Kauffmann	Raymond Kauffmann	M	Single	Hispanic	1991	SYD
E299749	Raymond	Kan	Raymond Kan	M	Single	Caucasian	1981	LHR
E299750	Raymond	Julia	Raymond Julia	M	Single	Hispanic	1991	LHR
E299751	Reena	Jiang	Reena Jiang	M	Married	Caucasian	1981	LHR
E299752	Reena	Jain	Reena Jain	M	Single	Hispanic	1984	PHL
E299753	Reena	Imberton	Reena Imberton	M	Married	Asian	1984	SYD
E299754	Ric	Huang	Ric Huang	M	Married	Asian	1950	LHR
E299755	Ric	Hu	Ric Hu	M	Single	Asian	1950	LHR
E299756	Ric	Ho	Ric Ho	M	Single	Caucasian	1991	LHR
E299757	Ricardo	Heine	Ricardo Heine	M	Single	Asian	1971	SYD
E299758	Ricardo	Hanna	Ricardo Hanna	M	Single	Caucasian	1978	LHR
E299759	Ricardo	Hajizadeh	Ricardo Hajizadeh	M	Married	Afro American	1979	LHR
E299760	Richard	Guerreiro	Richard Guerreiro	M	Single	Hispanic	1984	SYD
E299761	Richard	Grass	Richard Grass	M	Married	Caucasian	1986	LHR
E299762	Richard	Gong	Richard Gong	M	Single	Hispanic	1986	SYD
E299763	Richard	Ghaemi	Richard Ghaemi	M	Single	Caucasian	1986	LHR
E299764	Richard	Fung	Richard Fung	M	Single	Hispanic	1986	LHR
E299765	Richard	Flannagan	Richard Flannagan	M	Single	Hispanic	1986	PHL
E299766	Richard	Felsheim	Richard Felsheim	M	Single	Caucasian	1994	LHR
E299767	Richard	Ekkel	Richard Ekkel	M	Single	Caucasian	1991	SYD
E299768	Richard	Dyon	Richard Dyon	M	Married	Asian	1975	SYD
E299769	Richard	Do	Richard Do	M	Single	Caucasian	1981	FRA
E299770	Richard	Dierckens	Richard Dierckens	M	Single	Caucasian	1972	SYD
E299771	Richard	Denford	Richard Denford	M	Single	Hispanic	1981	FRA
E299772	Rindranirina	Datar	Rindranirina Datar	M	Single	Tribal	1982	LHR
E299773	Rindranirina	Cullen	Rindranirina Cullen	M	Single	Caucasian	1985	DXB
E299774	Rindranirina	Chu	Rindranirina Chu	M	Married	Caucasian	1991	LHR
E299775	Rita	Choi	Rita Choi	M	Married	Caucasian	1979	LHR
E299776	Rita	Chen	Rita Chen	M	Single	Caucasian	1979	LHR
E299777	Rituparna	Chau	Rituparna Chau	M	Single	Hispanic	1981	FRA
E299778	Rituparna	Chachcha	Rituparna Chachcha	M	Single	Hispanic	1978	SYD
E299779	Rituparna	Cao	Rituparna Cao	M	Single	Caucasian	1984	LHR
E299780	Robert	Burjorjee	Robert Burjorjee	M	Single	Caucasian	1961	BLR
E299781	Robert	Brownsey	Robert Brownsey	M	Single	Hispanic	1961	PHL
E299782	Robert	Bliznak	Robert Bliznak	M	Married	Other	1982	FRA
E299783	Robert	Beleznay	Robert Beleznay	M	Married	Caucasian	1981	SYD
E299784	Robert	Baronia	Robert Baronia	M	Single	Caucasian	1981	SYD
E299785	Robert	Aziz	Robert Aziz	M	Married	Afro American	1981	SYD
E299786	Roger	Archer III	Roger Archer III	M	Single	Hispanic	1981	LHR
E299787	Roger	Anand	Roger Anand	M	Single	Asian	1988	FRA
E299788	Roger	Aisho	Roger Aisho	M	Single	Caucasian	1963	SFO
E299789	Roland	Zhou	Roland Zhou	M	Single	Caucasian	1963	LHR
E299790	Roland	Zhao	Roland Zhao	M	Married	Afro American	1971	LHR
E299791	Roland	Zbeetnoff	Roland Zbeetnoff	M	Single	Caucasian	1990	LHR
E299792	Rolf	Yoon	Rolf Yoon	M	Single	Caucasian	1961	SYD
E299793	Rolf	Yeung	Rolf Yeung	M	Single	Caucasian	1982	LHR
E299794	Rolf	Yang	Rolf Yang	M	Married	Afro American	1985	SYD
E299795	Rolf	Xu	Rolf Xu	M	Single	Caucasian	1971	SYD
E299796	Rolf	Wu	Rolf Wu	M	Single	Afro American	1988	LHR
E299797	Rolf	Wood	Rolf Wood	M	Married	Afro American	1986	FRA
E299798	Romaric	Wong	Romaric Wong	M	Single	Caucasian	1981	YVR
E299799	Romaric	Werner	Romaric Werner	M	Single	Caucasian	1971	SYD
E299800	Romaric	Wang	Romaric Wang	M	Single	Caucasian	1971	DXB
E299801	Ron	Wang	Ron Wang	M	Single	Afro American	1979	SYD
E299802	Ron	Wakefield	Ron Wakefield	M	Single	Caucasian	1978	LHR
E299803	Ron	Vemuri	Ron Vemuri	M	Single	Caucasian	1988	SYD
E299804	Ronghong	Tsumura	Ronghong Tsumura	M	Single	Hispanic	1990	LHR
E299805	Ronghong	Traver	Ronghong Traver	M	Single	Caucasian	1993	LHR
E299806	Ronghong	Tiu	Ronghong Tiu	M	Single	Caucasian	1988	SYD
E299807	Roy	Teichroeb	Roy Teichroeb	M	Single	Afro American	1970	FRA
E299808	Roy	Tailor	Roy Tailor	M	Single	Caucasian	1988	LHR
E299809	Roy	Su	Roy Su	M	Single	Hispanic	1986	LHR
E299810	Roy	Stefanovic	Roy Stefanovic	M	Single	Caucasian	1978	SYD
E299811	Roy	Song	Roy Song	M	Single	Caucasian	1982	LHR
E299812	Roy	Singh	Roy Singh	M	Single	Caucasian	1954	SYD
E299813	Ruiqi	Shen	Ruiqi Shen	M	Single	Tribal	1963	SYD
E299814	Ruiqi	Serna Leal	Ruiqi Serna Leal	M	Single	Hispanic	1983	SFO
E299815	Ruiqi	Schwarz	Ruiqi Schwarz	M	Single	Caucasian	1986	SYD
E299816	Ruoxin	Schemer	Ruoxin Schemer	M	Married	Caucasian	1972	LHR
E299817	Ruoxin	Rusch	Ruoxin Rusch	M	Single	Caucasian	1972	SYD
E299818	Ruoxin	Riecken	Ruoxin Riecken	M	Married	Hispanic	1971	FRA
E299819	Ryan	Ratkowski	Ryan Ratkowski	M	Single	Caucasian	1971	SYD
E299820	Ryan	Ramamonjison	Ryan Ramamonjison	M	Single	Asian	1988	SYD
E299821	Ryan	PR	Ryan PR	M	Single	Hispanic	1961	SYD
E299822	Ryan	Peters	Ryan Peters	M	Single	Caucasian	1964	SYD
E299823	Ryan	Peng	Ryan Peng	M	Single	Afro American	1955	LHR
E299824	Ryan	Park	Ryan Park	M	Single	Caucasian	1955	SYD
E299825	Sabrina	Olle	Sabrina Olle	M	Single	Other	1955	LHR
E299826	Sabrina	Ni	Sabrina Ni	M	Single	Caucasian	1960	LHR
E299827	Sabrina	Natarajan	Sabrina Natarajan	M	Single	Afro American	1956	FRA
E299828	Saeed	Mut	Saeed Mut	M	Single	Caucasian	1982	SFO
E299829	Saeed	Morzaria	Saeed Morzaria	M	Single	Hispanic	1963	PHL
E299830	Saeed	Michligk	Saeed Michligk	M	Single	Afro American	1957	SFO
E299831	Saikat	McConnell	Saikat McConnell	M	Single	Tribal	1963	PHL
E299832	Saikat	Martin	Saikat Martin	M	Single	Afro American	1967	SFO
E299833	Saikat	Mammadov	Saikat Mammadov	F	Single	Hispanic	1966	FRA
E299834	Saja	Ma	Saja Ma	M	Married	Hispanic	1972	PHL
E299835	Saja	Liu	Saja Liu	F	Married	Caucasian	1971	DXB
E299836	Saja	Lim	Saja Lim	F	Single	Hispanic	1971	FRA
E299837	Sajjad	Liang	Sajjad Liang	M	Single	Caucasian	1971	BLR
E299838	Sajjad	Li	Sajjad Li	M	Single	Hispanic	1971	YVR
E299839	Sajjad	Lawrence	Sajjad Lawrence	M	Single	Caucasian	1971	SFO
E299840	Samarth	Lam	Samarth Lam	M	Single	Caucasian	1957	PHL
E299841	Samarth	Laborde	Samarth Laborde	M	Single	Caucasian	1976	SFO
E299842	Samarth	Kudlac	Samarth Kudlac	M	Single	Caucasian	1974	SFO
E299843	Sammi	Kong	Sammi Kong	M	Single	Hispanic	1970	SFO
E299844	Sammi	Kim	Sammi Kim	M	Single	Caucasian	1974	FRA
E299845	San	Kauffmann	San Kauffmann	F	Single	Caucasian	1990	PHL
E299846	San	Kan	San Kan	F	Single	Caucasian	1972	SFO
E299847	San	Julia	San Julia	M	Single	Hispanic	1968	PHL
E299848	Sanam	Jin	Sanam Jin	F	Single	Caucasian	1979	PHL
E299849	Sanam	Jain	Sanam Jain	M	Single	Hispanic	1971	SFO
E299850	Sanam	Imberton	Sanam Imberton	F	Married	Caucasian	1980	SFO
E299851	SangMook	Huang	SangMook Huang	M	Single	Hispanic	1990	SFO
E300147	Peter	Gao	Peter Gao	F	Married	Asian	1975	PVG
E299852	SangMook	Hu	SangMook Hu	F	Married	Asian	1990	PHL
E299853	SangMook	Ho	SangMook Ho	M	Single	Asian	1975	FRA
E299854	Sanjeet	Heine	Sanjeet Heine	F	Single	Caucasian	1995	PHL
E299855	Sanjeet	Hanna	Sanjeet Hanna	M	Single	Asian	1975	PHL
E299856	Sanjeet	Han	Sanjeet Han	M	Single	Caucasian	1983	YVR
E299857	Santi	Guerreiro	Santi Guerreiro	F	Married	Afro American	1981	FRA
E299858	Santi	Grass	Santi Grass	M	Single	Hispanic	1994	SFO
E299859	Santi	Gong	Santi Gong	F	Married	Caucasian	1967	SFO
E299860	Santiago	Gholami	Santiago Gholami	F	Single	Hispanic	1968	PHL
E299861	Santiago	Fung	Santiago Fung	F	Single	Caucasian	1981	PHL
E299862	Santiago	Flannagan	Santiago Flannagan	M	Single	Hispanic	1962	SFO
E299863	Sarah	Felsheim	Sarah Felsheim	F	Single	Hispanic	1980	LHR
E299864	Sarah	Esfandiar	Sarah Esfandiar	F	Single	Caucasian	1973	SFO
E299865	Sarah	Dyon	Sarah Dyon	M	Single	Caucasian	1979	SFO
E299866	Sarah	Do	Sarah Do	F	Married	Asian	1980	FRA
E299867	Sarah	Dierckens	Sarah Dierckens	F	Single	Caucasian	1976	PHL
E299868	Sarah	Deng	Sarah Deng	M	Single	Caucasian	1969	MEC
E299869	Sathish	Datar	Sathish Datar	M	Single	Hispanic	1976	PHL
E299870	Sathish	Cullen	Sathish Cullen	F	Single	Tribal	1971	PHL
E299871	Sathish	Chu	Sathish Chu	M	Single	Caucasian	1981	SFO
E299872	Satish	Chou	Satish Chou	F	Married	Caucasian	1968	MEC
E299873	Satish	Chen	Satish Chen	F	Married	Caucasian	1981	FRA
E299874	Scott	Chau	Scott Chau	M	Single	Caucasian	1986	SFO
E299875	Scott	Chan	Scott Chan	F	Single	Hispanic	1987	FRA
E299876	Scott	Cao	Scott Cao	M	Single	Hispanic	1970	FRA
E299877	Sean	Burjorjee	Sean Burjorjee	F	Single	Caucasian	1988	SFO
E299878	Sean	Brownsey	Sean Brownsey	M	Single	Caucasian	1985	PHL
E299879	Sean	Bolognese	Sean Bolognese	M	Single	Hispanic	1992	PHL
E299880	Sean	Beleznay	Sean Beleznay	M	Married	Other	1993	PHL
E299881	Sean	Baronia	Sean Baronia	M	Married	Caucasian	1981	SFO
E299882	Sean	Aziz	Sean Aziz	M	Single	Caucasian	1991	PHL
E299883	Sebastian	Arriola	Sebastian Arriola	M	Married	Afro American	1982	PHL
E299884	Sebastian	Anand	Sebastian Anand	F	Single	Hispanic	1985	SFO
E299885	Sebastian	Aisho	Sebastian Aisho	M	Single	Asian	1980	SFO
E299886	Sebastian	Zhu	Sebastian Zhu	M	Single	Caucasian	1957	FRA
E299887	Sebastian	Zhao	Sebastian Zhao	F	Single	Caucasian	1992	SFO
E299888	Sebastian	Zhang	Sebastian Zhang	F	Married	Afro American	1985	PHL
E299889	Semih	Yuen	Semih Yuen	M	Single	Caucasian	1997	SFO
E299890	Semih	Yin	Semih Yin	F	Single	Caucasian	1991	SFO
E299891	Semih	Yang	Semih Yang	M	Single	Caucasian	1992	PHL
E299892	Semuel	Yan	Semuel Yan	M	Married	Afro American	1991	SFO
E299893	Semuel	Xiang	Semuel Xiang	M	Single	Caucasian	1992	SYD
E299894	Semuel	Wright	Semuel Wright	M	Single	Afro American	1964	FRA
E299895	Seok	Wong	Seok Wong	M	Married	Afro American	1991	DXB
E299896	Seok	Wilkie	Seok Wilkie	F	Single	Caucasian	1979	FRA
E299897	Seok	Wason	Seok Wason	F	Single	Caucasian	1984	PHL
E299898	Seongbae	Wang	Seongbae Wang	M	Single	Caucasian	1990	SFO
E299899	Seongbae	Vezzosi	Seongbae Vezzosi	M	Single	Afro American	1995	FRA
E299900	Sepid	Urbach	Sepid Urbach	F	Single	Caucasian	1996	SFO
E299901	Sepid	Tripathy	Sepid Tripathy	M	Single	Caucasian	1960	SFO
E299902	Sepid	Too	Sepid Too	F	Single	Hispanic	1968	PHL
E299903	Serena	Thakur	Serena Thakur	M	Single	Caucasian	1964	FRA
E299904	Serena	Tam-Huang	Serena Tam-Huang	F	Single	Caucasian	1982	SFO
E299905	Serena	Sun	Serena Sun	M	Single	Afro American	1995	PHL
E299906	Serge	Stocker	Serge Stocker	F	Single	Caucasian	1963	PHL
E299907	Serge	Sreenivas	Serge Sreenivas	F	Single	Hispanic	1960	SFO
E299908	Serge	Sokhan	Serge Sokhan	M	Single	Caucasian	1967	SFO
E299909	Severin	Shin	Severin Shin	F	Single	Caucasian	1960	SFO
E299910	Severin	Shaik	Severin Shaik	F	Single	Caucasian	1995	SFO
E299911	Severin	Sekharan	Severin Sekharan	F	Single	Tribal	1990	FRA
E299912	Seyedhassan	Schmitt	Seyedhassan Schmitt	F	Single	Hispanic	1979	FRA
E299913	Seyedhassan	Salomon	Seyedhassan Salomon	F	Single	Caucasian	1971	LHR
E299914	Seyedhassan	Roux	Seyedhassan Roux	F	Married	Caucasian	1971	FRA
E299915	Shailendar	Reddy	Shailendar Reddy	F	Single	Caucasian	1971	LHR
E299916	Shailendar	Ranjan	Shailendar Ranjan	F	Married	Hispanic	1961	MEC
E299917	Shailendar	Radhakrishnan	Shailendar Radhakrishnan	F	Single	Caucasian	1971	FRA
E299918	Shailesh	PIERRE	Shailesh PIERRE	F	Single	Asian	1971	SFO
E299919	Shailesh	Perdomo	Shailesh Perdomo	F	Single	Hispanic	1972	SFO
E299920	Shailesh	Pastor	Shailesh Pastor	F	Single	Caucasian	1957	SFO
E299921	Shaowei	Ong	Shaowei Ong	F	Single	Afro American	1964	SFO
E299922	Shaowei	Norton	Shaowei Norton	F	Single	Caucasian	1955	SFO
E299923	Shaowei	Neal	Shaowei Neal	F	Single	Other	1957	FRA
E299924	Shariq	Nalbandyan	Shariq Nalbandyan	F	Single	Caucasian	1955	PHL
E299925	Shariq	Mousavijavardi	Shariq Mousavijavardi	F	Single	Afro American	1956	FRA
E299926	Shariq	Momen-Pour	Shariq Momen-Pour	F	Single	Caucasian	1990	SFO
E299927	Sharon	Menard	Sharon Menard	M	Single	Hispanic	1986	PHL
E299928	Sharon	Mast	Sharon Mast	M	Single	Afro American	1957	SFO
E299929	Sharon	Mar	Sharon Mar	M	Single	Tribal	1982	FRA
E299930	Sheldon	Mahadevan	Sheldon Mahadevan	M	Single	Afro American	1966	FRA
E299931	Sheldon	Lloyd	Sheldon Lloyd	M	Single	Hispanic	1992	SFO
E299932	Sheldon	Lin	Sheldon Lin	M	Married	Hispanic	1992	PHL
E299933	Sheng	Liao	Sheng Liao	M	Married	Caucasian	1963	PHL
E299934	Sheng	Li	Sheng Li	M	Single	Hispanic	1982	SFO
E299935	Sheng	Lee	Sheng Lee	M	Single	Caucasian	1973	FRA
E299936	Sherry	Laramee	Sherry Laramee	M	Single	Hispanic	1977	SFO
E299937	Sherry	Laforge	Sherry Laforge	M	Single	Caucasian	1985	SFO
E299938	Sherry	Kunkel	Sherry Kunkel	M	Single	Caucasian	1995	PHL
E299939	Shirley	Kramer	Shirley Kramer	M	Single	Caucasian	1991	SFO
E299940	Shirley	Kochar	Shirley Kochar	M	Single	Caucasian	1981	MEC
E299941	Shirley	Kim	Shirley Kim	M	Single	Hispanic	1964	PHL
E299942	Shiv	Ke	Shiv Ke	M	Single	Caucasian	1992	SFO
E299943	Shiv	Kanniyappan	Shiv Kanniyappan	M	Single	Caucasian	1991	SFO
E299944	Shiv	K S	Shiv K S	M	Single	Caucasian	1992	SFO
E299945	Shuyang	Johnson	Shuyang Johnson	M	Single	Hispanic	1967	SFO
E299946	Shuyang	Jang	Shuyang Jang	M	Single	Caucasian	1963	SFO
E299947	Shuyang	Ivain	Shuyang Ivain	M	Single	Hispanic	1960	PHL
E299948	SiLu	Huxtable	SiLu Huxtable	F	Married	Caucasian	1979	SFO
E299949	SiLu	Hu	SiLu Hu	F	Single	Hispanic	1990	SFO
E299950	SiLu	Hosang	SiLu Hosang	F	Married	Asian	1995	SFO
E299951	Siddharth	Hertanto	Siddharth Hertanto	F	Married	Asian	1967	MEC
E299952	Siddharth	Hashtroodi	Siddharth Hashtroodi	F	Single	Asian	1971	SFO
E299953	Siddharth	Han	Siddharth Han	F	Single	Caucasian	1971	PHL
E299954	Sihang	Guo	Sihang Guo	F	Single	Asian	1971	FRA
E299955	Sihang	Grigorov	Sihang Grigorov	F	Single	Caucasian	1961	FRA
E299956	Sihang	Gonzalez	Sihang Gonzalez	F	Married	Afro American	1971	SFO
E299957	Silke	Glass	Silke Glass	F	Single	Hispanic	1971	SFO
E299958	Silke	Gans	Silke Gans	F	Married	Caucasian	1972	FRA
E299959	Silke	Fung	Silke Fung	F	Single	Hispanic	1957	FRA
E299960	Simon	Fessler	Simon Fessler	F	Single	Caucasian	1955	SFO
E299961	Simon	Fan	Simon Fan	F	Single	Hispanic	1957	SFO
E299962	Simon	Eckstein	Simon Eckstein	F	Single	Hispanic	1955	SFO
E299963	Simon	Duan	Simon Duan	F	Single	Caucasian	1964	SFO
E299964	Simon	Dinkar	Simon Dinkar	F	Single	Caucasian	1956	MEC
E299965	Simon	Deng	Simon Deng	F	Married	Asian	1982	SFO
E299966	Simone	Del Boccio	Simone Del Boccio	F	Single	Caucasian	1963	PHL
E299967	Simone	Dalley	Simone Dalley	F	Single	Caucasian	1965	FRA
E299968	Simone	Chuahuico	Simone Chuahuico	F	Single	Hispanic	1961	SFO
E299969	Siyi	Chou	Siyi Chou	F	Single	Tribal	1995	SFO
E299970	Siyi	Chiu	Siyi Chiu	F	Single	Caucasian	1981	SFO
E299971	Siyi	Chen	Siyi Chen	F	Married	Caucasian	1977	SFO
E299972	Smitha	Chen	Smitha Chen	F	Married	Caucasian	1992	SFO
E299973	Smitha	Chan-Henry	Smitha Chan-Henry	F	Single	Caucasian	1992	SFO
E299974	Smitha	Carswell	Smitha Carswell	F	Single	Hispanic	1973	SFO
E299975	Sonia	Cai	Sonia Cai	F	Single	Hispanic	1990	SFO
E299976	Sonia	Buchholz	Sonia Buchholz	F	Single	Caucasian	1985	SFO
E299977	Sonia	Bolster	Sonia Bolster	F	Single	Caucasian	1957	SFO
E299978	Sophia	Bertrand	Sophia Bertrand	F	Single	Hispanic	1982	SFO
E299979	Sophia	Baumgaertner	Sophia Baumgaertner	F	Married	Other	1992	SFO
E299980	Sophia	Badragan	Sophia Badragan	F	Married	Caucasian	1991	SFO
E299981	Soroush	Astito	Soroush Astito	F	Single	Caucasian	1992	SFO
E299982	Soroush	Anderson	Soroush Anderson	F	Married	Afro American	1991	SFO
E299983	Soroush	Alluri	Soroush Alluri	F	Single	Hispanic	1964	SFO
E299984	Spencer	Zuko	Spencer Zuko	F	Single	Asian	1963	SFO
E299985	Spencer	Zheng	Spencer Zheng	F	Single	Caucasian	1967	SFO
E299986	Spencer	Zhang	Spencer Zhang	F	Single	Caucasian	1966	SFO
E299987	Squall	Zarud	Squall Zarud	F	Married	Afro American	1990	SFO
E299988	Squall	Yoo	Squall Yoo	F	Single	Caucasian	1995	SFO
E299989	Squall	Yau	Squall Yau	F	Single	Caucasian	1979	SFO
E299990	Sreedhar	Yang	Sreedhar Yang	F	Single	Caucasian	1966	SFO
E299991	Sreedhar	Xu	Sreedhar Xu	F	Married	Afro American	1971	SFO
E299992	Sreedhar	Wu	Sreedhar Wu	F	Single	Caucasian	1971	SFO
E299993	Sri	Wong	Sri Wong	F	Single	Afro American	1971	SFO
E299994	Sri	Witzel	Sri Witzel	F	Married	Afro American	1971	SFO
E299995	Sri	Weber	Sri Weber	F	Single	Caucasian	1971	SFO
E299996	Srikanth	Wang	Srikanth Wang	F	Single	Caucasian	1972	SFO
E299997	Srikanth	Von Rekowsky	Srikanth Von Rekowsky	F	Single	Caucasian	1957	SFO
E299998	Srinivas	Vega	Srinivas Vega	M	Single	Afro American	1957	SFO
E299999	Srinivas	Tse	Srinivas Tse	F	Single	Caucasian	1967	SFO
E300000	Srinivas	Tran	Srinivas Tran	M	Single	Caucasian	1955	SFO
E300001	Stacy	Tippett	Stacy Tippett	F	Single	Hispanic	1964	SFO
E300002	Stacy	Tavakoli	Stacy Tavakoli	M	Single	Caucasian	1973	SFO
E300003	Stacy	Swan	Stacy Swan	M	Single	Caucasian	1992	SFO
E300004	Steffen	Streight	Steffen Streight	M	Single	Afro American	1963	SFO
E300005	Steffen	Stark	Steffen Stark	F	Single	Caucasian	1982	SFO
E300006	Steffen	Song	Steffen Song	F	Single	Hispanic	1960	SFO
E300007	Steffen	Simpson	Steffen Simpson	M	Single	Caucasian	1957	SFO
E300008	Steffen	Sharma	Steffen Sharma	F	Single	Caucasian	1956	SFO
E300009	Steffen	Sequeira	Steffen Sequeira	F	Single	Caucasian	1967	SFO
E300010	Stephan	Schurman	Stephan Schurman	F	Single	Tribal	1995	SFO
E300011	Stephan	Schall	Stephan Schall	M	Single	Hispanic	1961	SFO
E300012	Stephan	Roy	Stephan Roy	M	Single	Caucasian	1981	SFO
E300013	Stephan	Riboud	Stephan Riboud	M	Married	Caucasian	1992	SFO
E300014	Stephan	Rastogi	Stephan Rastogi	F	Single	Caucasian	1992	SFO
E300015	Stephan	Ramakrishnan	Stephan Ramakrishnan	F	Married	Hispanic	1975	SFO
E300016	Stephane	Polo	Stephane Polo	M	Single	Caucasian	1990	SFO
E300017	Stephane	Peters	Stephane Peters	M	Single	Asian	1982	SFO
E300018	Stephane	Paul	Stephane Paul	F	Single	Hispanic	1985	SFO
E300019	Stephane	Pang	Stephane Pang	M	Single	Caucasian	1991	SFO
E300020	Stephane	Ocariza	Stephane Ocariza	M	Single	Afro American	1992	SFO
E300021	Stephane	Nguyen	Stephane Nguyen	M	Single	Caucasian	1991	SFO
E300022	Stephanie	Narula	Stephanie Narula	M	Single	Other	1964	SFO
E300023	Stephanie	Murray	Stephanie Murray	F	Single	Caucasian	1961	SFO
E300024	Stephanie	Mooney	Stephanie Mooney	M	Single	Afro American	1967	SFO
E300025	Steve	Meyer	Steve Meyer	M	Single	Caucasian	1990	SFO
E300026	Steve	McCamman	Steve McCamman	F	Single	Hispanic	1995	SFO
E300027	Steve	Mark	Steve Mark	M	Single	Afro American	1995	SFO
E300028	Steven	Mak	Steven Mak	F	Single	Tribal	1956	SFO
E300029	Steven	Lu	Steven Lu	F	Single	Afro American	1979	SFO
E300030	Steven	Liu	Steven Liu	M	Single	Hispanic	1971	SFO
E300031	Steven	Lim	Steven Lim	F	Married	Hispanic	1961	SFO
E300032	Steven	Li	Steven Li	M	Married	Caucasian	1971	SFO
E300033	Steven	Leuschner	Steven Leuschner	M	Single	Hispanic	1971	SFO
E300034	Storm	Lauzon	Storm Lauzon	F	Single	Caucasian	1971	SFO
E300035	Storm	Lam	Storm Lam	F	Single	Hispanic	1971	SFO
E300036	Storm	Kwiatkowski	Storm Kwiatkowski	M	Single	Caucasian	1957	SFO
E300037	Subir	Krotova	Subir Krotova	M	Single	Caucasian	1972	SFO
E300038	Subir	Kong	Subir Kong	M	Single	Caucasian	1957	SFO
E300039	Subir	Kim	Subir Kim	F	Single	Caucasian	1964	SFO
E300040	Sujan	Kerr	Sujan Kerr	M	Single	Hispanic	1955	SFO
E300041	Sujan	Kashyap	Sujan Kashyap	M	Single	Caucasian	1955	SFO
E300042	Sujan	Kam	Sujan Kam	M	Single	Caucasian	1955	SFO
E300043	Sukumar	Judge	Sukumar Judge	M	Single	Caucasian	1973	SFO
E300044	Sukumar	Jarrar	Sukumar Jarrar	M	Single	Hispanic	1963	SFO
E300045	Sukumar	Jahr	Sukumar Jahr	M	Single	Caucasian	1982	SFO
E300046	Sumedha	Imano	Sumedha Imano	M	Single	Hispanic	1992	SFO
E300047	Sumedha	Huang	Sumedha Huang	M	Married	Caucasian	1982	SFO
E300048	Sumedha	Hsu	Sumedha Hsu	M	Single	Hispanic	1966	SFO
E300049	Sung	Higgins	Sung Higgins	M	Married	Asian	1981	SFO
E300050	Sung	Hegde	Sung Hegde	M	Married	Asian	1955	SFO
E300051	Sung	Handel	Sung Handel	M	Single	Asian	1967	SFO
E300052	Sushma	Hagedorn	Sushma Hagedorn	M	Single	Caucasian	1957	SFO
E300053	Sushma	Gu	Sushma Gu	M	Single	Asian	1985	SFO
E300054	Sushma	Gowsell	Sushma Gowsell	M	Single	Caucasian	1961	SFO
E300055	Sylvain	Goldstrom	Sylvain Goldstrom	M	Married	Afro American	1990	SFO
E300056	Sylvain	Ge	Sylvain Ge	M	Single	Hispanic	1992	SFO
E300057	Sylvain	Fung	Sylvain Fung	M	Married	Caucasian	1964	SFO
E300058	Tao	Fischer	Tao Fischer	M	Single	Hispanic	1992	SFO
E300059	Tao	Fei	Tao Fei	M	Single	Caucasian	1991	SFO
E300060	Tao	Ekeland	Tao Ekeland	M	Single	Hispanic	1991	SFO
E300061	Tejbir	Dyck	Tejbir Dyck	M	Single	Hispanic	1963	SFO
E300062	Tejbir	Djupstrom	Tejbir Djupstrom	M	Single	Caucasian	1960	SFO
E300063	Tejbir	Diehl	Tejbir Diehl	M	Single	Caucasian	1967	SFO
E300064	Teresa	Demehri	Teresa Demehri	M	Married	Asian	1995	SFO
E300065	Teresa	Das	Teresa Das	M	Single	Caucasian	1990	SFO
E300066	Teresa	Crumb	Teresa Crumb	M	Single	Caucasian	1979	SFO
E300067	Terry	Christ	Terry Christ	M	Single	Hispanic	1971	SFO
E300068	Terry	Choi	Terry Choi	M	Single	Tribal	1961	SFO
E300069	Terry	Chen	Terry Chen	M	Single	Caucasian	1971	SFO
E300070	Thanh	Chen	Thanh Chen	M	Married	Caucasian	1971	SFO
E300071	Thanh	Chapman	Thanh Chapman	M	Married	Caucasian	1971	SFO
E300072	Thanh	Chabert	Thanh Chabert	M	Single	Caucasian	1971	SFO
E300073	Thea	Camoras	Thea Camoras	M	Single	Hispanic	1972	SFO
E300074	Thea	Bundschuh	Thea Bundschuh	M	Single	Hispanic	1957	SFO
E300075	Thea	Bremerich	Thea Bremerich	M	Single	Caucasian	1957	SFO
E300076	Theresa	Bigonnet	Theresa Bigonnet	M	Single	Caucasian	1963	SFO
E300077	Theresa	Becker	Theresa Becker	M	Single	Hispanic	1955	SFO
E300078	Theresa	Bao	Theresa Bao	M	Married	Other	1964	SFO
E300079	Thierry	Augustin	Thierry Augustin	M	Married	Caucasian	1986	SFO
E300080	Thierry	Anugu	Thierry Anugu	M	Single	Caucasian	1995	SFO
E300081	Thierry	An	Thierry An	M	Married	Afro American	1956	SFO
E300082	Thierry	Aghabeigi	Thierry Aghabeigi	M	Single	Hispanic	1963	SFO
E300083	Thierry	Zheng	Thierry Zheng	M	Single	Asian	1992	SFO
E300084	Thierry	Zhang	Thierry Zhang	M	Single	Caucasian	1982	SFO
E300085	Tianbin	Zarud	Tianbin Zarud	M	Single	Caucasian	1976	SFO
E300086	Tianbin	Ye	Tianbin Ye	M	Married	Afro American	1957	SFO
E300087	Tianbin	Yang	Tianbin Yang	M	Single	Caucasian	1981	SFO
E300088	Tianyuan	Xu	Tianyuan Xu	M	Single	Caucasian	1967	SFO
E300089	Tianyuan	Wong	Tianyuan Wong	M	Single	Caucasian	1973	SFO
E300090	Tianyuan	Witzel	Tianyuan Witzel	M	Married	Afro American	1982	SFO
E300091	Tiffany	Weber	Tiffany Weber	M	Single	Caucasian	1955	SFO
E300092	Tiffany	Wang	Tiffany Wang	M	Single	Afro American	1992	SFO
E300093	Tiffany	Von Rekowsky	Tiffany Von Rekowsky	M	Married	Afro American	1992	SFO
E300094	Tim	Vega	Tim Vega	M	Single	Caucasian	1985	SFO
E300095	Tim	Tran	Tim Tran	M	Single	Caucasian	1964	SFO
E300096	Tim	Tippett	Tim Tippett	M	Single	Caucasian	1992	SFO
E300097	Timothy	Tavakoli	Timothy Tavakoli	M	Single	Afro American	1991	SFO
E300098	Timothy	Strizzi	Timothy Strizzi	M	Single	Caucasian	1991	SFO
E300099	Timothy	Stark	Timothy Stark	M	Single	Caucasian	1956	SFO
E300100	Tina	Song	Tina Song	M	Single	Caucasian	1977	SFO
E300137	Ty	Ghaemi	Ty Ghaemi	F	Single	Caucasian	1964	SFO
E300138	Ty	Fung	Ty Fung	F	Single	Hispanic	1980	SFO
E300139	Udo	Fischer	Udo Fischer	F	Single	Afro American	1960	SFO
E300140	Udo	Ekkel	Udo Ekkel	F	Single	Tribal	1973	SFO
E299667	Peter	Fung	Peter Fung	M	Single	Hispanic	1988	SYD
\.

COPY employee_headcount (employeeid, divisionid, departmentid, jobid, jobclassificationid, managerid, exitreason, date, exitdate, fte, standardweeklyhours, workingdaysperweek, salary) FROM stdin;
E000094	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2020-01-27	2099-12-31	1	40	5	107866
E000245	DIV03	DEP032	252	JC_Specialist	M266882	Undisclosed	2019-09-05	2099-12-31	1	40	5	47482
E000249	DIV09	DEP032	443	JC_Senior specialist	M300121	Undisclosed	2019-11-04	2099-12-31	1	40	5	52349
E000392	DIV03	DEP032	445	JC_Manager	M237930	Undisclosed	2019-12-05	2099-12-31	1	40	5	81716
E000707	DIV03	DEP011	442	JC_Specialist	M237930	Undisclosed	2019-09-26	2099-12-31	1	40	5	266525
E000849	DIV03	DEP011	443	JC_Senior specialist	M237930	Undisclosed	2019-09-12	2099-12-31	1	40	5	56755
E000899	DIV03	DEP011	252	JC_Specialist	M237930	Undisclosed	2019-12-25	2099-12-31	1	40	5	69909
E000928	DIV09	DEP011	444	JC_Expert	M300121	Undisclosed	2019-11-26	2099-12-31	1	40	5	54777
E001085	DIV03	DEP011	452	JC_Senior specialist	M237930	Undisclosed	2019-12-02	2099-12-31	1	40	5	112650
E001516	DIV02	DEP011	445	JC_Manager	M252825	Undisclosed	2017-01-03	2099-12-31	1	40	5	93234
E001724	DIV03	DEP011	321	JC_Specialist	M237930	Undisclosed	2019-05-03	2099-12-31	1	40	5	251818
E001747	DIV04	DEP011	443	JC_Senior specialist	M096889	Undisclosed	2019-09-11	2099-12-31	1	40	5	56204
E001945	DIV03	DEP011	461	JC_Associate	M237930	Undisclosed	2019-07-18	2099-12-31	1	40	5	75800
E002033	DIV03	DEP011	402	JC_Specialist	M266882	Undisclosed	2019-10-03	2099-12-31	1	40	5	25090
E002050	DIV09	DEP012	443	JC_Senior specialist	M300121	Undisclosed	2019-10-04	2099-12-31	1	40	5	40282
E002358	DIV03	DEP012	261	JC_Associate	M237930	Undisclosed	2019-09-05	2099-12-31	1	40	5	92196
E003039	DIV04	DEP012	461	JC_Associate	M019974	Undisclosed	2019-11-23	2099-12-31	1	40	5	41347
E003114	DIV03	DEP012	442	JC_Specialist	M237930	Undisclosed	2019-11-26	2099-12-31	1	40	5	80084
E003139	DIV03	DEP013	444	JC_Expert	M266882	Undisclosed	2019-10-11	2099-12-31	1	40	5	31528
E004551	DIV04	DEP013	383	JC_Senior specialist	M096889	Undisclosed	2019-11-30	2099-12-31	1	40	5	91980
E005043	DIV03	DEP013	322	JC_Senior specialist	M266882	Undisclosed	2019-11-13	2099-12-31	1	40	5	29606
E005292	DIV02	DEP013	461	JC_Associate	M252825	Undisclosed	2019-09-06	2099-12-31	1	40	5	109500
E005935	DIV03	DEP013	445	JC_Manager	M237930	Undisclosed	2019-08-02	2099-12-31	1	40	5	266579
E006070	DIV03	DEP013	444	JC_Expert	M237930	Undisclosed	2019-09-20	2099-12-31	1	40	5	111066
E006494	DIV02	DEP013	411	JC_Associate	M252825	Undisclosed	2019-11-13	2099-12-31	1	40	5	91165
E007063	DIV02	DEP013	322	JC_Senior specialist	M252825	Undisclosed	2019-11-16	2099-12-31	1	40	5	56687
E007561	DIV09	DEP013	443	JC_Senior specialist	M300121	Undisclosed	2019-11-11	2099-12-31	1	40	5	50578
E008043	DIV04	DEP013	452	JC_Senior specialist	M096889	Undisclosed	2019-07-14	2099-12-31	1	40	5	94010
E008099	DIV02	DEP013	454	JC_Manager	M252825	Undisclosed	2019-12-07	2099-12-31	1	40	5	69293
E009099	DIV02	DEP013	445	JC_Manager	M252825	Undisclosed	2019-04-19	2099-12-31	1	40	5	283613
E009731	DIV02	DEP014	450	JC_Associate	M252825	Undisclosed	2019-07-08	2099-12-31	1	40	5	12627
E009732	DIV05	DEP014	293	JC_Senior specialist	M044139	Undisclosed	2019-08-29	2099-12-31	1	40	5	97288
E009897	DIV02	DEP014	452	JC_Senior specialist	M252825	Undisclosed	2019-08-28	2099-12-31	1	40	5	26368
E010072	DIV05	DEP014	293	JC_Senior specialist	M044139	Undisclosed	2019-10-04	2099-12-31	1	40	5	32771
E010127	DIV03	DEP014	444	JC_Expert	M237930	Undisclosed	2019-09-26	2099-12-31	1	40	5	43322
E010260	DIV03	DEP014	445	JC_Manager	M237930	Undisclosed	2019-06-27	2099-12-31	1	40	5	52243
E010631	DIV02	DEP014	453	JC_Expert	M252825	Undisclosed	2019-09-04	2099-12-31	1	40	5	36394
E010869	DIV09	DEP014	252	JC_Specialist	M300121	Undisclosed	2019-09-11	2099-12-31	1	40	5	78133
E011085	DIV02	DEP014	455	JC_Director	M252825	Undisclosed	2019-11-16	2099-12-31	1	40	5	17811
E011786	DIV03	DEP014	445	JC_Manager	M237930	Undisclosed	2019-09-04	2099-12-31	1	40	5	21054
E011803	DIV02	DEP014	452	JC_Senior specialist	M252825	Undisclosed	2019-11-02	2099-12-31	1	40	5	48295
E012040	DIV03	DEP014	443	JC_Senior specialist	M237930	Undisclosed	2019-11-24	2099-12-31	1	40	5	50358
E012863	DIV02	DEP014	450	JC_Associate	M252825	Undisclosed	2019-08-15	2099-12-31	1	40	5	79181
E012908	DIV01	DEP014	331	JC_Specialist	M144808	Undisclosed	2019-09-26	2099-12-31	1	40	5	46751
E012910	DIV02	DEP014	450	JC_Associate	M252825	Undisclosed	2019-12-06	2099-12-31	1	40	5	85087
E012911	DIV03	DEP021	443	JC_Senior specialist	M237930	Undisclosed	2019-09-06	2099-12-31	1	40	5	45070
E013049	DIV03	DEP021	442	JC_Specialist	M237930	Undisclosed	2019-11-03	2099-12-31	1	40	5	82423
E013080	DIV03	DEP021	461	JC_Associate	M266882	Undisclosed	2019-11-13	2099-12-31	1	40	5	56985
E013296	DIV09	DEP021	402	JC_Specialist	M300121	Undisclosed	2019-11-29	2099-12-31	1	40	5	41093
E014311	DIV09	DEP021	444	JC_Expert	M300121	Undisclosed	2019-12-15	2099-12-31	1	40	5	42538
E014813	DIV09	DEP021	403	JC_Senior specialist	M300121	Undisclosed	2019-11-27	2099-12-31	1	40	5	45576
E014919	DIV09	DEP021	251	JC_Associate	M300121	Undisclosed	2019-07-17	2099-12-31	1	40	5	44110
E015365	DIV02	DEP021	252	JC_Specialist	M252825	Undisclosed	2019-10-10	2099-12-31	1	40	5	85927
E015570	DIV02	DEP021	452	JC_Senior specialist	M252825	Undisclosed	2019-11-30	2099-12-31	1	40	5	39050
E016145	DIV02	DEP021	450	JC_Associate	M252825	Undisclosed	2019-07-24	2099-12-31	1	40	5	62131
E016647	DIV02	DEP021	442	JC_Specialist	M252825	Undisclosed	2019-11-23	2099-12-31	1	40	5	25502
E016813	DIV03	DEP021	461	JC_Associate	M266882	Undisclosed	2019-04-25	2099-12-31	1	40	5	39617
E016945	DIV03	DEP021	442	JC_Specialist	M237930	Undisclosed	2019-07-24	2099-12-31	1	40	5	37609
E017149	DIV04	DEP021	261	JC_Associate	M019974	Undisclosed	2019-09-25	2099-12-31	1	40	5	38405
E017164	DIV09	DEP021	252	JC_Specialist	M300121	Undisclosed	2019-12-15	2099-12-31	1	40	5	53467
E017429	DIV02	DEP021	452	JC_Senior specialist	M252825	Undisclosed	2019-12-22	2099-12-31	1	40	5	18539
E017597	DIV03	DEP021	443	JC_Senior specialist	M237930	Undisclosed	2019-07-14	2099-12-31	1	40	5	45293
E017643	DIV02	DEP021	452	JC_Senior specialist	M252825	Undisclosed	2019-11-13	2099-12-31	1	40	5	19665
E017904	DIV02	DEP021	252	JC_Specialist	M252825	Undisclosed	2019-11-07	2099-12-31	1	40	5	61578
E018432	DIV03	DEP021	455	JC_Director	M237930	Undisclosed	2019-10-27	2099-12-31	1	40	5	84818
E018789	DIV03	DEP021	446	JC_Director	M237930	Undisclosed	2019-08-28	2099-12-31	1	40	5	48565
E019006	DIV09	DEP021	445	JC_Manager	M300121	Undisclosed	2019-04-19	2099-12-31	1	40	5	58462
E019045	DIV05	DEP021	293	JC_Senior specialist	M044139	Undisclosed	2019-11-10	2099-12-31	1	40	5	77832
E019248	DIV03	DEP021	442	JC_Specialist	M237930	Undisclosed	2019-10-03	2099-12-31	1	40	5	55353
E019441	DIV03	DEP021	445	JC_Manager	M237930	Undisclosed	2019-08-31	2099-12-31	1	40	5	58475
E019473	DIV09	DEP021	401	JC_Associate	M300121	Undisclosed	2019-11-13	2099-12-31	1	40	5	121112
E299668	DIV03	DEP021	445	JC_Manager	M237930	Undisclosed	2014-01-03	2099-12-31	1	40	5	65459
E020599	DIV02	DEP021	261	JC_Associate	M252825	Undisclosed	2021-01-05	2099-12-31	1	40	5	55632
E023550	DIV03	DEP021	361	JC_Associate	M237930	Undisclosed	2019-11-06	2099-12-31	1	40	5	18188
E025067	DIV03	DEP021	452	JC_Senior specialist	M237930	Undisclosed	2019-11-03	2099-12-31	1	40	5	17479
E029891	DIV03	DEP021	321	JC_Specialist	M266882	Undisclosed	2021-01-27	2099-12-31	1	40	5	19510
E031110	DIV03	DEP021	452	JC_Senior specialist	M237930	Undisclosed	2019-11-18	2099-12-31	1	40	5	36317
E032136	DIV02	DEP021	442	JC_Specialist	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	27688
E032226	DIV03	DEP021	452	JC_Senior specialist	M237930	Undisclosed	2018-01-03	2099-12-31	1	40	5	41138
E032265	DIV03	DEP021	452	JC_Senior specialist	M237930	Undisclosed	2018-01-03	2099-12-31	1	40	5	46212
E032510	DIV03	DEP021	444	JC_Expert	M237930	Undisclosed	2018-01-03	2099-12-31	1	40	5	70647
E033083	DIV04	DEP021	462	JC_Specialist	M095280	Undisclosed	2018-01-03	2099-12-31	1	40	5	47305
E033329	DIV02	DEP021	450	JC_Associate	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	78706
E033391	DIV03	DEP021	253	JC_Senior specialist	M237930	Undisclosed	2018-01-03	2099-12-31	1	40	5	108205
E033514	DIV02	DEP021	453	JC_Expert	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	101367
E033711	DIV03	DEP021	383	JC_Senior specialist	M237930	Undisclosed	2018-01-03	2099-12-31	1	40	5	135852
E034304	DIV03	DEP021	452	JC_Senior specialist	M237930	Undisclosed	2018-01-03	2099-12-31	1	40	5	107534
E034691	DIV09	DEP021	461	JC_Associate	M300121	Undisclosed	2018-01-03	2099-12-31	1	40	5	30453
E034854	DIV04	DEP021	444	JC_Expert	M095280	Undisclosed	2018-01-03	2099-12-31	1	40	5	71554
E035402	DIV02	DEP021	371	JC_Associate	M252825	Undisclosed	2021-02-11	2099-12-31	1	40	5	35253
E003682	DIV03	DEP021	450	JC_Associate	M237930	Undisclosed	2020-10-27	2099-12-31	1	40	5	63495
E035925	DIV03	DEP021	452	JC_Senior specialist	M237930	Undisclosed	2018-01-03	2099-12-31	1	40	5	246564
E036686	DIV02	DEP021	442	JC_Specialist	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	96062
E036805	DIV03	DEP021	442	JC_Specialist	M237930	Undisclosed	2018-01-03	2099-12-31	1	40	5	70701
E037122	DIV03	DEP023	445	JC_Manager	M237930	Undisclosed	2018-01-03	2099-12-31	1	40	5	105470
E037286	DIV02	DEP023	453	JC_Expert	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	75561
E037827	DIV02	DEP031	371	JC_Associate	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	103513
E037981	DIV04	DEP031	442	JC_Specialist	M096889	Undisclosed	2018-01-03	2099-12-31	1	40	5	50576
E003720	DIV03	DEP031	443	JC_Senior specialist	M237930	Undisclosed	2020-01-27	2099-12-31	1	40	5	118397
E038261	DIV03	DEP031	392	JC_Senior specialist	M237930	Undisclosed	2018-01-03	2099-12-31	1	40	5	102188
E038588	DIV02	DEP031	461	JC_Associate	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	88110
E003956	DIV04	DEP031	452	JC_Senior specialist	M200979	Undisclosed	2020-06-29	2099-12-31	1	40	5	79633
E039236	DIV03	DEP031	231	JC_Specialist	M237930	Undisclosed	2018-01-03	2099-12-31	1	40	5	134907
E039468	DIV04	DEP031	443	JC_Senior specialist	M095280	Undisclosed	2021-01-03	2099-12-31	1	40	5	83311
E039897	DIV03	DEP031	252	JC_Specialist	M237930	Undisclosed	2018-01-03	2099-12-31	1	40	5	59386
E040731	DIV09	DEP031	443	JC_Senior specialist	M300121	Undisclosed	2018-01-03	2099-12-31	1	40	5	52418
E041119	DIV03	DEP031	371	JC_Associate	M237930	Undisclosed	2018-01-03	2099-12-31	1	40	5	73637
E041336	DIV02	DEP031	445	JC_Manager	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	36273
E041378	DIV02	DEP031	452	JC_Senior specialist	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	351454
E042076	DIV02	DEP031	444	JC_Expert	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	23851
E042116	DIV02	DEP031	444	JC_Expert	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	91690
M042395	DIV06	DEP031	341	JC_Senior specialist	M042395	Undisclosed	2018-01-03	2099-12-31	1	40	5	28216
E042444	DIV03	DEP031	231	JC_Specialist	M237930	Undisclosed	2018-01-03	2099-12-31	1	40	5	115749
E042449	DIV03	DEP031	452	JC_Senior specialist	M266882	Undisclosed	2018-01-03	2099-12-31	1	40	5	50784
E042648	DIV02	DEP031	444	JC_Expert	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	28219
E042934	DIV03	DEP031	452	JC_Senior specialist	M237930	Undisclosed	2018-02-03	2099-12-31	1	40	5	94958
E043111	DIV02	DEP031	444	JC_Expert	M252825	Undisclosed	2018-02-03	2099-12-31	1	40	5	94493
E043212	DIV03	DEP031	444	JC_Expert	M237930	Undisclosed	2018-02-03	2099-12-31	1	40	5	49190
E043216	DIV02	DEP031	444	JC_Expert	M252825	Undisclosed	2018-02-03	2099-12-31	1	40	5	225702
E043497	DIV09	DEP031	232	JC_Senior specialist	M300121	Undisclosed	2018-02-03	2099-12-31	1	40	5	57212
E043857	DIV02	DEP031	401	JC_Associate	M252825	Undisclosed	2018-02-03	2099-12-31	1	40	5	97815
E044209	DIV09	DEP031	231	JC_Specialist	M300121	Undisclosed	2021-01-03	2099-12-31	1	40	5	91877
E044465	DIV03	DEP031	446	JC_Director	M237930	Undisclosed	2019-12-07	2099-12-31	1	40	5	83558
E044724	DIV03	DEP031	450	JC_Associate	M237930	Undisclosed	2018-02-03	2099-12-31	1	40	5	111983
M044771	DIV06	DEP031	392	JC_Senior specialist	M044771	Undisclosed	2018-02-03	2099-12-31	1	40	5	77245
E045291	DIV02	DEP031	445	JC_Manager	M252825	Undisclosed	2018-02-03	2099-12-31	1	40	5	88992
E045576	DIV02	DEP031	452	JC_Senior specialist	M252825	Undisclosed	2018-02-03	2099-12-31	1	40	5	80214
E008072	DIV03	DEP031	443	JC_Senior specialist	M237930	Undisclosed	2020-01-29	2099-12-31	1	40	5	68885
E047301	DIV03	DEP031	321	JC_Specialist	M237930	Undisclosed	2018-02-03	2099-12-31	1	40	5	116391
E047628	DIV02	DEP031	452	JC_Senior specialist	M252825	Undisclosed	2018-03-03	2099-12-31	1	40	5	262794
E048203	DIV03	DEP031	443	JC_Senior specialist	M237930	Undisclosed	2018-03-03	2099-12-31	1	40	5	266190
E049035	DIV03	DEP031	443	JC_Senior specialist	M237930	Undisclosed	2018-03-03	2099-12-31	1	40	5	60591
E049278	DIV03	DEP031	445	JC_Manager	M266882	Undisclosed	2018-03-03	2099-12-31	1	40	5	27732
E049529	DIV02	DEP031	444	JC_Expert	M252825	Undisclosed	2018-03-03	2099-12-31	1	40	5	118156
E049665	DIV02	DEP031	233	JC_Senior specialist	M252825	Undisclosed	2018-03-03	2099-12-31	1	40	5	91165
E009586	DIV03	DEP031	445	JC_Manager	M237930	Undisclosed	2020-01-28	2099-12-31	1	40	5	247845
E049840	DIV02	DEP031	442	JC_Specialist	M252825	Undisclosed	2018-03-03	2099-12-31	1	40	5	64816
E049894	DIV03	DEP031	411	JC_Associate	M237930	Undisclosed	2018-03-03	2099-12-31	1	40	5	111055
E049972	DIV02	DEP031	442	JC_Specialist	M252825	Undisclosed	2018-03-03	2099-12-31	1	40	5	99720
E050084	DIV04	DEP031	442	JC_Specialist	M200979	Undisclosed	2018-03-03	2099-12-31	1	40	5	54469
E050121	DIV02	DEP031	450	JC_Associate	M252825	Undisclosed	2018-03-03	2099-12-31	1	40	5	52025
E050232	DIV03	DEP031	455	JC_Director	M237930	Undisclosed	2018-03-03	2099-12-31	1	40	5	69405
E050876	DIV02	DEP031	450	JC_Associate	M252825	Undisclosed	2018-03-03	2099-12-31	1	40	5	37111
E051425	DIV05	DEP031	341	JC_Associate	M044139	Undisclosed	2018-03-03	2099-12-31	1	40	5	26368
E051673	DIV04	DEP031	444	JC_Expert	M019974	Undisclosed	2018-03-03	2099-12-31	1	40	5	35096
E052176	DIV09	DEP031	450	JC_Associate	M300121	Undisclosed	2018-03-03	2099-12-31	1	40	5	88725
E052710	DIV03	DEP031	442	JC_Specialist	M237930	Undisclosed	2018-03-03	2099-12-31	1	40	5	63816
E052792	DIV02	DEP031	452	JC_Senior specialist	M252825	Undisclosed	2018-03-03	2099-12-31	1	40	5	93766
E053339	DIV02	DEP031	252	JC_Specialist	M252825	Undisclosed	2018-04-03	2099-12-31	1	40	5	138443
E053570	DIV05	DEP031	452	JC_Senior specialist	M044139	Undisclosed	2018-04-03	2099-12-31	1	40	5	22771
E054330	DIV05	DEP031	361	JC_Associate	M044139	Undisclosed	2018-04-03	2099-12-31	1	40	5	43322
E054381	DIV04	DEP031	452	JC_Senior specialist	M095280	Undisclosed	2021-02-01	2099-12-31	1	40	5	70723
E054607	DIV02	DEP031	404	JC_Expert	M252825	Undisclosed	2018-04-03	2099-12-31	1	40	5	113550
E055236	DIV02	DEP031	442	JC_Specialist	M252825	Undisclosed	2018-04-03	2099-12-31	1	40	5	70478
E055438	DIV03	DEP031	444	JC_Expert	M237930	Undisclosed	2018-04-03	2099-12-31	1	40	5	266418
E055687	DIV03	DEP031	392	JC_Senior specialist	M237930	Undisclosed	2018-04-03	2099-12-31	1	40	5	52742
E056710	DIV02	DEP031	443	JC_Senior specialist	M252825	Undisclosed	2018-04-03	2099-12-31	1	40	5	112936
E056816	DIV03	DEP031	452	JC_Senior specialist	M237930	Undisclosed	2018-04-03	2099-12-31	1	40	5	74291
E056995	DIV02	DEP031	452	JC_Senior specialist	M252825	Undisclosed	2018-04-03	2099-12-31	1	40	5	105169
E057557	DIV02	DEP031	443	JC_Senior specialist	M252825	Undisclosed	2018-06-03	2099-12-31	1	40	5	93492
E057879	DIV03	DEP031	292	JC_Specialist	M237930	Undisclosed	2018-06-03	2099-12-31	1	40	5	135724
E057888	DIV09	DEP031	444	JC_Expert	M300121	Undisclosed	2018-06-03	2099-12-31	1	40	5	36724
E058220	DIV03	DEP031	454	JC_Manager	M266882	Undisclosed	2021-01-12	2099-12-31	1	40	5	35465
E058269	DIV05	DEP031	445	JC_Manager	M044139	Undisclosed	2018-06-03	2099-12-31	1	40	5	52243
E058435	DIV01	DEP031	450	JC_Associate	M144808	Undisclosed	2018-06-03	2099-12-31	1	40	5	46345
E059034	DIV02	DEP031	442	JC_Specialist	M252825	Undisclosed	2018-06-03	2099-12-31	1	40	5	107881
E059116	DIV03	DEP041	461	JC_Associate	M237930	Undisclosed	2018-06-03	2099-12-31	1	40	5	70802
E011442	DIV03	DEP041	453	JC_Expert	M237930	Undisclosed	2020-06-09	2099-12-31	1	40	5	291905
E060532	DIV02	DEP041	452	JC_Senior specialist	M252825	Undisclosed	2019-11-30	2099-12-31	1	40	5	66376
E060808	DIV03	DEP041	452	JC_Senior specialist	M237930	Undisclosed	2019-12-06	2099-12-31	1	40	5	119073
E061178	DIV03	DEP041	452	JC_Senior specialist	M237930	Undisclosed	2018-06-03	2099-12-31	1	40	5	52919
E061217	DIV03	DEP041	444	JC_Expert	M237930	Undisclosed	2018-06-03	2099-12-31	1	40	5	252363
E061830	DIV02	DEP041	452	JC_Senior specialist	M252825	Undisclosed	2018-06-03	2099-12-31	1	40	5	80540
E062112	DIV02	DEP041	381	JC_Specialist	M252825	Undisclosed	2018-06-03	2099-12-31	1	40	5	412790
E062171	DIV03	DEP041	450	JC_Associate	M237930	Undisclosed	2018-06-03	2099-12-31	1	40	5	225831
E062287	DIV03	DEP041	443	JC_Senior specialist	M237930	Undisclosed	2018-06-03	2099-12-31	1	40	5	92770
E062392	DIV02	DEP041	450	JC_Associate	M252825	Undisclosed	2018-06-03	2099-12-31	1	40	5	79004
E062414	DIV05	DEP041	361	JC_Associate	M044139	Undisclosed	2018-06-03	2099-12-31	1	40	5	36394
E062439	DIV02	DEP041	261	JC_Associate	M252825	Undisclosed	2018-06-03	2099-12-31	1	40	5	66727
E062470	DIV02	DEP042	261	JC_Associate	M252825	Undisclosed	2018-06-03	2099-12-31	1	40	5	90929
E063021	DIV02	DEP042	442	JC_Specialist	M252825	Undisclosed	2018-06-03	2099-12-31	1	40	5	89194
E063203	DIV09	DEP042	452	JC_Senior specialist	M300121	Undisclosed	2018-09-03	2099-12-31	1	40	5	71862
E063284	DIV01	DEP042	453	JC_Expert	M144808	Undisclosed	2018-09-03	2099-12-31	1	40	5	52907
E063710	DIV02	DEP042	231	JC_Specialist	M252825	Undisclosed	2018-09-03	2099-12-31	1	40	5	104345
E064758	DIV03	DEP042	443	JC_Senior specialist	M237930	Undisclosed	2018-09-03	2099-12-31	1	40	5	96544
E064790	DIV02	DEP042	452	JC_Senior specialist	M252825	Undisclosed	2018-09-03	2099-12-31	1	40	5	83483
E065013	DIV03	DEP042	445	JC_Manager	M237930	Undisclosed	2019-06-09	2099-12-31	1	40	5	109320
E065354	DIV04	DEP042	442	JC_Specialist	M200979	Undisclosed	2021-01-03	2099-12-31	1	40	5	87728
E066221	DIV03	DEP042	453	JC_Expert	M237930	Undisclosed	2018-09-03	2099-12-31	1	40	5	103666
E066493	DIV02	DEP042	453	JC_Expert	M252825	Undisclosed	2018-09-03	2099-12-31	1	40	5	286844
E066909	DIV02	DEP042	452	JC_Senior specialist	M252825	Undisclosed	2018-09-03	2099-12-31	1	40	5	92466
E067408	DIV03	DEP042	444	JC_Expert	M266882	Undisclosed	2018-09-03	2099-12-31	1	40	5	31670
E067571	DIV02	DEP042	401	JC_Associate	M252825	Undisclosed	2018-09-03	2099-12-31	1	40	5	104235
E067594	DIV03	DEP042	462	JC_Specialist	M237930	Undisclosed	2018-09-03	2099-12-31	1	40	5	116995
E068195	DIV02	DEP043	461	JC_Associate	M252825	Undisclosed	2018-09-03	2099-12-31	1	40	5	254002
E068446	DIV02	DEP043	292	JC_Specialist	M252825	Undisclosed	2018-09-03	2099-12-31	1	40	5	92276
E069180	DIV04	DEP043	281	JC_Associate	M095280	Undisclosed	2018-09-03	2099-12-31	1	40	5	53065
E069610	DIV09	DEP043	452	JC_Senior specialist	M300121	Undisclosed	2018-09-03	2099-12-31	1	40	5	67892
E069773	DIV09	DEP043	442	JC_Specialist	M300121	Undisclosed	2018-09-03	2099-12-31	1	40	5	59148
E069905	DIV02	DEP043	442	JC_Specialist	M252825	Undisclosed	2018-02-03	2099-12-31	1	40	5	80528
E069908	DIV06	DEP043	442	JC_Specialist	M042395	Undisclosed	2018-02-03	2099-12-31	1	40	5	31801
E070521	DIV02	DEP043	452	JC_Senior specialist	M252825	Undisclosed	2019-09-26	2099-12-31	1	40	5	71721
E070570	DIV03	DEP044	444	JC_Expert	M237930	Undisclosed	2018-02-03	2099-12-31	1	40	5	71270
E070596	DIV02	DEP044	453	JC_Expert	M252825	Undisclosed	2018-02-03	2099-12-31	1	40	5	91217
E071255	DIV02	DEP044	442	JC_Specialist	M252825	Undisclosed	2018-02-03	2099-12-31	1	40	5	94877
E071888	DIV03	DEP044	445	JC_Manager	M237930	Undisclosed	2018-02-03	2099-12-31	1	40	5	72604
E072221	DIV03	DEP044	445	JC_Manager	M237930	Undisclosed	2019-11-29	2099-12-31	1	40	5	68903
E072275	DIV04	DEP044	452	JC_Senior specialist	M095280	Undisclosed	2018-02-03	2099-12-31	1	40	5	40808
E072374	DIV06	DEP044	442	JC_Specialist	M042395	Undisclosed	2018-02-03	2099-12-31	1	40	5	31548
E014067	DIV03	DEP044	455	JC_Director	M237930	Undisclosed	2020-01-05	2099-12-31	1	40	5	110086
E073936	DIV02	DEP044	445	JC_Manager	M252825	Undisclosed	2018-02-03	2099-12-31	1	40	5	91155
E074087	DIV03	DEP044	443	JC_Senior specialist	M237930	Undisclosed	2018-02-03	2099-12-31	1	40	5	81101
E074121	DIV03	DEP044	452	JC_Senior specialist	M237930	Undisclosed	2018-02-03	2099-12-31	1	40	5	80172
E074234	DIV09	DEP044	292	JC_Specialist	M300121	Undisclosed	2018-02-03	2099-12-31	1	40	5	94480
E074375	DIV02	DEP044	452	JC_Senior specialist	M252825	Undisclosed	2018-02-03	2099-12-31	1	40	5	105916
E074415	DIV03	DEP044	452	JC_Senior specialist	M237930	Undisclosed	2018-02-03	2099-12-31	1	40	5	267910
E074517	DIV04	DEP044	452	JC_Senior specialist	M095280	Undisclosed	2018-02-03	2099-12-31	1	40	5	98060
E074901	DIV02	DEP044	402	JC_Specialist	M252825	Undisclosed	2018-02-03	2099-12-31	1	40	5	85348
E074948	DIV02	DEP044	211	JC_Associate	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	62131
E075436	DIV02	DEP044	452	JC_Senior specialist	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	112902
E076345	DIV02	DEP044	452	JC_Senior specialist	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	261267
E077136	DIV06	DEP044	443	JC_Senior specialist	M044771	Undisclosed	2019-06-26	2099-12-31	1	40	5	99218
E077381	DIV03	DEP044	452	JC_Senior specialist	M237930	Undisclosed	2018-01-03	2099-12-31	1	40	5	110656
E016296	DIV03	DEP044	442	JC_Specialist	M237930	Undisclosed	2019-12-31	2099-12-31	1	40	5	40915
E078389	DIV02	DEP051	452	JC_Senior specialist	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	80287
E078426	DIV02	DEP051	383	JC_Senior specialist	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	112101
E078612	DIV02	DEP051	444	JC_Expert	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	253672
E078681	DIV02	DEP051	454	JC_Manager	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	231922
E078928	DIV02	DEP051	461	JC_Associate	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	106527
E079068	DIV02	DEP051	452	JC_Senior specialist	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	423605
E079106	DIV03	DEP051	444	JC_Expert	M237930	Undisclosed	2019-11-20	2099-12-31	1	40	5	343289
E080578	DIV09	DEP051	442	JC_Specialist	M300121	Undisclosed	2019-10-31	2099-12-31	1	40	5	86517
E081389	DIV03	DEP051	454	JC_Manager	M237930	Undisclosed	2018-01-03	2099-12-31	1	40	5	269447
E081543	DIV05	DEP051	443	JC_Senior specialist	M044139	Undisclosed	2019-05-27	2099-12-31	1	40	5	78133
E084061	DIV03	DEP051	452	JC_Senior specialist	M237930	Undisclosed	2018-01-03	2099-12-31	1	40	5	247335
E084077	DIV04	DEP051	231	JC_Specialist	M019974	Undisclosed	2018-01-03	2099-12-31	1	40	5	29499
E084143	DIV02	DEP051	443	JC_Senior specialist	M252825	Undisclosed	2021-01-08	2099-12-31	1	40	5	258951
E084183	DIV03	DEP051	402	JC_Specialist	M266882	Undisclosed	2018-01-03	2099-12-31	1	40	5	72881
E084490	DIV02	DEP051	252	JC_Specialist	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	107746
E084661	DIV02	DEP051	452	JC_Senior specialist	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	307155
E085125	DIV09	DEP051	341	JC_Associate	M300121	Undisclosed	2018-01-03	2099-12-31	1	40	5	95332
E085186	DIV02	DEP051	443	JC_Senior specialist	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	108061
E085404	DIV02	DEP051	452	JC_Senior specialist	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	258802
E085673	DIV09	DEP051	452	JC_Senior specialist	M300121	Undisclosed	2018-01-03	2099-12-31	1	40	5	96265
E085741	DIV03	DEP051	452	JC_Senior specialist	M237930	Undisclosed	2018-01-03	2099-12-31	1	40	5	368781
E086340	DIV06	DEP051	452	JC_Senior specialist	M109659	Undisclosed	2021-01-27	2099-12-31	1	40	5	32834
E086586	DIV02	DEP051	443	JC_Senior specialist	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	375600
E086664	DIV02	DEP051	443	JC_Senior specialist	M252825	Undisclosed	2018-01-03	2099-12-31	1	40	5	254070
E087280	DIV03	DEP051	443	JC_Senior specialist	M266882	Undisclosed	2019-09-26	2099-12-31	1	40	5	45144
E089626	DIV03	DEP051	452	JC_Senior specialist	M237930	Undisclosed	2019-10-27	2099-12-31	1	40	5	116142
E017695	DIV09	DEP051	443	JC_Senior specialist	M300121	Undisclosed	2020-07-11	2099-12-31	1	40	5	88491
E091667	DIV03	DEP051	404	JC_Expert	M237930	Undisclosed	2019-11-21	2099-12-31	1	40	5	219141
E094339	DIV02	DEP051	233	JC_Senior specialist	M252825	Undisclosed	2021-01-31	2099-12-31	1	40	5	79389
E094828	DIV03	DEP052	452	JC_Senior specialist	M237930	Undisclosed	2019-11-14	2099-12-31	1	40	5	219715
E096013	DIV01	DEP052	452	JC_Senior specialist	M144808	Undisclosed	2021-02-05	2099-12-31	1	40	5	63308
E098863	DIV03	DEP052	453	JC_Expert	M237930	Undisclosed	2019-10-20	2099-12-31	1	40	5	294416
E103866	DIV03	DEP052	454	JC_Manager	M266882	Undisclosed	2019-07-27	2099-12-31	1	40	5	52396
E104148	DIV01	DEP052	393	JC_Expert	M144808	Undisclosed	2021-02-02	2099-12-31	1	40	5	31399
E020105	DIV03	DEP052	444	JC_Expert	M237930	Undisclosed	2019-11-26	2099-12-31	1	40	5	130836
E020119	DIV09	DEP052	446	JC_Director	M300121	Undisclosed	2020-11-13	2099-12-31	1	40	5	89182
E022785	DIV03	DEP052	444	JC_Expert	M237930	Undisclosed	2020-01-06	2099-12-31	1	40	5	60751
E113211	DIV02	DEP052	454	JC_Manager	M252825	Undisclosed	2021-02-05	2099-12-31	1	40	5	82930
E114585	DIV01	DEP052	453	JC_Expert	M144808	Undisclosed	2021-01-27	2099-12-31	1	40	5	85181
E114735	DIV02	DEP052	455	JC_Director	M252825	Undisclosed	2020-12-27	2099-12-31	1	40	5	93848
E027174	DIV03	DEP052	393	JC_Expert	M237930	Undisclosed	2019-12-27	2099-12-31	1	40	5	65937
E027507	DIV03	DEP052	445	JC_Manager	M237930	Undisclosed	2019-12-27	2099-12-31	1	40	5	246444
E119581	DIV02	DEP052	293	JC_Senior specialist	M252825	Undisclosed	2021-01-29	2099-12-31	1	40	5	111353
E121194	DIV02	DEP052	445	JC_Manager	M252825	Undisclosed	2021-01-21	2099-12-31	1	40	5	92776
E032687	DIV03	DEP052	445	JC_Manager	M237930	Undisclosed	2020-01-08	2099-12-31	1	40	5	80542
E123482	DIV01	DEP052	454	JC_Manager	M144808	Undisclosed	2021-01-27	2099-12-31	1	40	5	101261
E034090	DIV03	DEP052	462	JC_Specialist	M237930	Undisclosed	2019-12-27	2099-12-31	1	40	5	123270
E034346	DIV04	DEP052	453	JC_Expert	M095280	Undisclosed	2020-04-26	2099-12-31	1	40	5	82640
E034894	DIV03	DEP052	454	JC_Manager	M237930	Undisclosed	2020-08-27	2099-12-31	1	40	5	372866
E035336	DIV03	DEP052	445	JC_Manager	M237930	Undisclosed	2020-02-25	2099-12-31	1	40	5	101687
E035565	DIV02	DEP052	351	JC_Associate	M252825	Undisclosed	2020-02-15	2099-12-31	1	40	5	90519
E131959	DIV03	DEP052	413	JC_Senior specialist	M237930	Undisclosed	2019-09-22	2099-12-31	1	40	5	258778
E138406	DIV03	DEP052	445	JC_Manager	M237930	Undisclosed	2019-09-18	2099-12-31	1	40	5	127658
E138712	DIV03	DEP052	452	JC_Senior specialist	M237930	Undisclosed	2019-11-26	2099-12-31	1	40	5	114557
E150556	DIV03	DEP052	445	JC_Manager	M237930	Undisclosed	2019-08-27	2099-12-31	1	40	5	84858
E152049	DIV02	DEP052	445	JC_Manager	M252825	Undisclosed	2019-09-17	2099-12-31	1	40	5	104509
E038222	DIV02	DEP052	392	JC_Senior specialist	M252825	Undisclosed	2020-03-05	2099-12-31	1	40	5	89120
E038675	DIV03	DEP052	455	JC_Director	M237930	Undisclosed	2020-01-30	2099-12-31	1	40	5	73876
E157200	DIV05	DEP052	271	JC_Specialist	M044139	Undisclosed	2019-09-06	2099-12-31	1	40	5	17811
E159632	DIV03	DEP052	445	JC_Manager	M237930	Undisclosed	2019-11-29	2099-12-31	1	40	5	108939
E163395	DIV02	DEP052	452	JC_Senior specialist	M252825	Undisclosed	2019-06-12	2099-12-31	1	40	5	103804
E039862	DIV03	DEP052	452	JC_Senior specialist	M237930	Undisclosed	2020-01-08	2099-12-31	1	40	5	264307
E041210	DIV03	DEP052	412	JC_Specialist	M237930	Undisclosed	2020-03-07	2099-12-31	1	40	5	67074
E168799	DIV02	DEP052	452	JC_Senior specialist	M252825	Undisclosed	2019-11-26	2099-12-31	1	40	5	92237
E172739	DIV02	DEP052	292	JC_Specialist	M252825	Undisclosed	2019-12-03	2099-12-31	1	40	5	107072
E299669	DIV04	DEP052	291	JC_Associate	M019974	Undisclosed	2014-01-03	2099-12-31	1	40	5	28023
E041510	DIV03	DEP052	452	JC_Senior specialist	M237930	Undisclosed	2020-01-18	2099-12-31	1	40	5	68944
E187962	DIV02	DEP052	443	JC_Senior specialist	M252825	Undisclosed	2019-09-26	2099-12-31	1	40	5	71436
E190410	DIV02	DEP052	462	JC_Specialist	M252825	Undisclosed	2019-09-11	2099-12-31	1	40	5	102871
E192639	DIV03	DEP052	453	JC_Expert	M237930	Undisclosed	2019-08-12	2099-12-31	1	40	5	241477
E044105	DIV02	DEP052	261	JC_Associate	M252825	Undisclosed	2020-01-02	2099-12-31	1	40	5	91569
M044139	DIV05	DEP052	293	JC_Specialist	M044139	Undisclosed	2020-10-28	2099-12-31	1	40	5	21054
E044175	DIV02	DEP052	453	JC_Expert	M252825	Undisclosed	2020-05-03	2099-12-31	1	40	5	99407
E206956	DIV02	DEP052	444	JC_Expert	M252825	Undisclosed	2019-08-14	2099-12-31	1	40	5	73637
E209320	DIV02	DEP061	445	JC_Manager	M252825	Undisclosed	2019-06-12	2099-12-31	1	40	5	115665
E196475	DIV03	DEP061	444	JC_Expert	M237930	Undisclosed	2019-09-12	2099-12-31	1	40	5	403926
E045175	DIV03	DEP061	461	JC_Associate	M237930	Undisclosed	2020-02-04	2099-12-31	1	40	5	78844
E045588	DIV02	DEP061	453	JC_Expert	M252825	Undisclosed	2020-08-27	2099-12-31	1	40	5	78813
E215481	DIV09	DEP061	445	JC_Manager	M300121	Undisclosed	2019-07-11	2099-12-31	1	40	5	50261
E045869	DIV03	DEP061	442	JC_Specialist	M237930	Undisclosed	2020-01-09	2099-12-31	1	40	5	73201
E216877	DIV03	DEP061	444	JC_Expert	M237930	Undisclosed	2019-06-12	2099-12-31	1	40	5	253047
M217443	DIV00	DEP061	602	JC_Senior Executive	M217443	Undisclosed	2019-10-13	2099-12-31	1	40	5	595332
E047192	DIV05	DEP061	452	JC_Senior specialist	M044139	Undisclosed	2020-01-27	2099-12-31	1	40	5	48295
E048614	DIV02	DEP061	444	JC_Expert	M252825	Undisclosed	2019-12-28	2099-12-31	1	40	5	33868
E230427	DIV03	DEP061	443	JC_Senior specialist	M237930	Undisclosed	2019-10-17	2099-12-31	1	40	5	452588
E049786	DIV02	DEP061	443	JC_Senior specialist	M252825	Undisclosed	2020-12-04	2099-12-31	1	40	5	80112
E238255	DIV01	DEP061	452	JC_Senior specialist	M144808	Undisclosed	2014-06-12	2099-12-31	1	40	5	123508
E239003	DIV05	DEP061	442	JC_Specialist	M044139	Undisclosed	2014-06-12	2099-12-31	1	40	5	50358
E239128	DIV03	DEP062	442	JC_Specialist	M237930	Undisclosed	2014-06-12	2099-12-31	1	40	5	136952
E239479	DIV02	DEP062	452	JC_Senior specialist	M252825	Undisclosed	2014-06-12	2099-12-31	1	40	5	81242
E240055	DIV02	DEP062	291	JC_Associate	M252825	Undisclosed	2014-06-12	2099-12-31	1	40	5	293243
E240195	DIV02	DEP062	452	JC_Senior specialist	M252825	Undisclosed	2014-06-12	2099-12-31	1	40	5	83831
E240340	DIV09	DEP062	461	JC_Associate	M300121	Undisclosed	2014-06-12	2099-12-31	1	40	5	95122
E240832	DIV09	DEP062	452	JC_Senior specialist	M300121	Undisclosed	2017-01-03	2099-12-31	1	40	5	59005
E241489	DIV02	DEP062	452	JC_Senior specialist	M252825	Undisclosed	2017-01-03	2099-12-31	1	40	5	363636
E241676	DIV02	DEP062	232	JC_Senior specialist	M252825	Undisclosed	2017-01-03	2099-12-31	1	40	5	242658
E241744	DIV02	DEP062	452	JC_Senior specialist	M252825	Undisclosed	2017-01-03	2099-12-31	1	40	5	233368
E242108	DIV02	DEP062	452	JC_Senior specialist	M252825	Undisclosed	2017-01-03	2099-12-31	1	40	5	190924
M242774	DIV03	DEP062	447	JC_Executive	M237930	Undisclosed	2017-01-03	2099-12-31	1	40	5	485784
E243160	DIV03	DEP063	452	JC_Senior specialist	M237930	Undisclosed	2017-01-03	2099-12-31	1	40	5	102071
E244138	DIV02	DEP063	401	JC_Associate	M252825	Undisclosed	2017-01-03	2099-12-31	1	40	5	210099
E244224	DIV01	DEP063	443	JC_Senior specialist	M144808	Undisclosed	2017-01-03	2099-12-31	1	40	5	95849
E230144	DIV03	DEP063	442	JC_Specialist	M237930	Undisclosed	2017-01-03	2099-12-31	1	40	5	265487
E230762	DIV03	DEP064	443	JC_Senior specialist	M237930	Undisclosed	2017-01-03	2099-12-31	1	40	5	415987
E244532	DIV02	DEP064	281	JC_Associate	M252825	Undisclosed	2017-01-03	2099-12-31	1	40	5	59699
E245656	DIV03	DEP064	291	JC_Associate	M237930	Undisclosed	2017-02-12	2099-12-31	1	40	5	71475
E245956	DIV02	DEP081	444	JC_Expert	M252825	Undisclosed	2019-07-22	2099-12-31	1	40	5	228637
E246422	DIV03	DEP081	282	JC_Specialist	M237930	Undisclosed	2017-02-12	2099-12-31	1	40	5	251701
E246442	DIV03	DEP081	461	JC_Associate	M237930	Undisclosed	2017-02-12	2099-12-31	1	40	5	100236
E246698	DIV03	DEP081	322	JC_Senior specialist	M237930	Undisclosed	2017-02-12	2099-12-31	1	40	5	117142
E247011	DIV02	DEP081	452	JC_Senior specialist	M252825	Undisclosed	2017-02-12	2099-12-31	1	40	5	255255
E247476	DIV02	DEP081	444	JC_Expert	M252825	Undisclosed	2017-02-12	2099-12-31	1	40	5	94583
E247977	DIV03	DEP081	261	JC_Associate	M237930	Undisclosed	2017-02-12	2099-12-31	1	40	5	276027
E244429	DIV03	DEP081	445	JC_Manager	M237930	Undisclosed	2019-07-06	2099-12-31	1	40	5	232102
E248574	DIV03	DEP081	252	JC_Specialist	M237930	Undisclosed	2017-02-12	2099-12-31	1	40	5	87149
E244478	DIV03	DEP081	452	JC_Senior specialist	M237930	Undisclosed	2017-02-12	2099-12-31	1	40	5	55315
E248811	DIV03	DEP081	351	JC_Associate	M237930	Undisclosed	2017-02-12	2099-12-31	1	40	5	254102
E248894	DIV03	DEP082	462	JC_Specialist	M237930	Undisclosed	2017-02-12	2099-12-31	1	40	5	224345
E249285	DIV02	DEP082	433	JC_Senior specialist	M252825	Undisclosed	2020-12-30	2099-12-31	1	40	5	61873
E249456	DIV03	DEP082	443	JC_Senior specialist	M237930	Undisclosed	2017-02-12	2099-12-31	1	40	5	273242
E249554	DIV02	DEP082	443	JC_Senior specialist	M252825	Undisclosed	2017-03-12	2099-12-31	1	40	5	77623
E249630	DIV03	DEP083	461	JC_Associate	M237930	Undisclosed	2017-03-12	2099-12-31	1	40	5	280149
E250035	DIV01	DEP083	453	JC_Expert	M144808	Undisclosed	2017-03-12	2099-12-31	1	40	5	46351
E250289	DIV03	DEP083	452	JC_Senior specialist	M237930	Undisclosed	2017-03-12	2099-12-31	1	40	5	207251
E250764	DIV09	DEP083	402	JC_Specialist	M300121	Undisclosed	2017-03-12	2099-12-31	1	40	5	133725
E248763	DIV03	DEP083	452	JC_Senior specialist	M237930	Undisclosed	2017-03-12	2099-12-31	1	40	5	44163
E248961	DIV03	DEP083	444	JC_Expert	M237930	Undisclosed	2017-03-12	2099-12-31	1	40	5	60973
E251108	DIV03	DEP083	443	JC_Senior specialist	M237930	Undisclosed	2017-03-12	2099-12-31	1	40	5	129965
E251178	DIV02	DEP083	444	JC_Expert	M252825	Undisclosed	2017-03-12	2099-12-31	1	40	5	247673
E252283	DIV02	DEP084	454	JC_Manager	M252825	Undisclosed	2017-03-12	2099-12-31	1	40	5	72228
E252718	DIV05	DEP084	442	JC_Specialist	M044139	Undisclosed	2017-03-12	2099-12-31	1	40	5	85746
M252825	DIV02	DEP084	457	JC_Senior Executive	M252825	Undisclosed	2017-03-12	2099-12-31	1	40	5	984105
E253918	DIV02	DEP091	453	JC_Expert	M252825	Undisclosed	2017-03-12	2099-12-31	1	40	5	395449
E254237	DIV03	DEP091	461	JC_Associate	M237930	Undisclosed	2017-03-12	2099-12-31	1	40	5	263095
E254387	DIV03	DEP091	361	JC_Associate	M237930	Undisclosed	2017-03-12	2099-12-31	1	40	5	300985
E254473	DIV03	DEP091	252	JC_Specialist	M237930	Undisclosed	2017-03-12	2099-12-31	1	40	5	95551
E255984	DIV02	DEP091	454	JC_Manager	M252825	Undisclosed	2017-04-12	2099-12-31	1	40	5	98780
E256138	DIV02	DEP091	453	JC_Expert	M252825	Undisclosed	2017-04-12	2099-12-31	1	40	5	254302
E250915	DIV03	DEP091	454	JC_Manager	M237930	Undisclosed	2019-09-09	2099-12-31	1	40	5	91535
E256443	DIV03	DEP091	461	JC_Associate	M237930	Undisclosed	2017-04-12	2099-12-31	1	40	5	284257
E256505	DIV01	DEP091	442	JC_Specialist	M144808	Undisclosed	2017-04-12	2099-12-31	1	40	5	90539
E257047	DIV03	DEP091	461	JC_Associate	M237930	Undisclosed	2017-04-12	2099-12-31	1	40	5	221353
E257215	DIV03	DEP091	442	JC_Specialist	M237930	Undisclosed	2017-04-12	2099-12-31	1	40	5	267734
E051849	DIV04	DEP091	432	JC_Specialist	M019974	Undisclosed	2020-11-20	2099-12-31	1	40	5	34399
E258590	DIV03	DEP091	371	JC_Associate	M237930	Undisclosed	2017-04-12	2099-12-31	1	40	5	130758
E258670	DIV02	DEP091	444	JC_Expert	M252825	Undisclosed	2017-04-12	2099-12-31	1	40	5	389415
E258697	DIV02	DEP091	444	JC_Expert	M252825	Undisclosed	2017-04-12	2099-12-31	1	40	5	74443
E258739	DIV02	DEP091	402	JC_Specialist	M252825	Undisclosed	2019-08-27	2099-12-31	1	40	5	134306
E258937	DIV03	DEP091	454	JC_Manager	M237930	Undisclosed	2017-04-12	2099-12-31	1	40	5	138808
E259511	DIV03	DEP091	452	JC_Senior specialist	M237930	Undisclosed	2017-04-12	2099-12-31	1	40	5	260941
E260466	DIV02	DEP091	452	JC_Senior specialist	M252825	Undisclosed	2017-04-12	2099-12-31	1	40	5	277886
E260474	DIV02	DEP091	292	JC_Specialist	M252825	Undisclosed	2017-04-12	2099-12-31	1	40	5	292821
E260750	DIV02	DEP091	444	JC_Expert	M252825	Undisclosed	2017-04-12	2099-12-31	1	40	5	244954
E261042	DIV03	DEP091	444	JC_Expert	M237930	Undisclosed	2017-04-12	2099-12-31	1	40	5	236015
E261405	DIV02	DEP091	442	JC_Specialist	M252825	Undisclosed	2017-04-12	2099-12-31	1	40	5	250954
E261551	DIV01	DEP091	402	JC_Specialist	M144808	Undisclosed	2019-06-19	2099-12-31	1	40	5	72594
E261619	DIV03	DEP091	454	JC_Manager	M237930	Undisclosed	2019-10-15	2099-12-31	1	40	5	225930
E261658	DIV02	DEP091	461	JC_Associate	M252825	Undisclosed	2017-04-12	2099-12-31	1	40	5	137035
E262940	DIV02	DEP091	454	JC_Manager	M252825	Undisclosed	2017-04-12	2099-12-31	1	40	5	187679
E263151	DIV09	DEP091	444	JC_Expert	M300121	Undisclosed	2017-04-26	2099-12-31	1	40	5	66567
E263253	DIV02	DEP091	361	JC_Associate	M252825	Undisclosed	2017-04-26	2099-12-31	1	40	5	89896
E263395	DIV02	DEP091	452	JC_Senior specialist	M252825	Undisclosed	2017-04-26	2099-12-31	1	40	5	47840
E263686	DIV03	DEP091	452	JC_Senior specialist	M237930	Undisclosed	2017-04-26	2099-12-31	1	40	5	185713
E264178	DIV03	DEP091	301	JC_Associate	M237930	Undisclosed	2019-06-15	2099-12-31	1	40	5	124225
E256376	DIV03	DEP091	401	JC_Associate	M237930	Undisclosed	2017-04-26	2099-12-31	1	40	5	222475
E264544	DIV03	DEP091	441	JC_Associate	M237930	Undisclosed	2017-04-26	2099-12-31	1	40	5	96897
E264862	DIV03	DEP091	461	JC_Associate	M237930	Undisclosed	2017-04-26	2099-12-31	1	40	5	84080
E264942	DIV03	DEP091	433	JC_Senior specialist	M237930	Undisclosed	2017-04-26	2099-12-31	1	40	5	128245
E265621	DIV02	DEP091	500	JC_Senior Executive	M252825	Undisclosed	2017-04-26	2099-12-31	1	40	5	244273
E265658	DIV02	DEP091	212	JC_Specialist	M252825	Undisclosed	2017-04-26	2099-12-31	1	40	5	83467
E265767	DIV05	DEP091	442	JC_Specialist	M044139	Undisclosed	2017-04-26	2099-12-31	1	40	5	79181
E265901	DIV02	DEP091	432	JC_Specialist	M252825	Undisclosed	2017-04-26	2099-12-31	1	40	5	105203
E266311	DIV02	DEP091	443	JC_Senior specialist	M252825	Undisclosed	2017-04-26	2099-12-31	1	40	5	107825
E266545	DIV02	DEP091	331	JC_Specialist	M252825	Undisclosed	2014-12-28	2099-12-31	1	40	5	133377
M266882	DIV03	DEP091	447	JC_Expert	M266882	Undisclosed	2015-12-27	2099-12-31	1	40	5	11044
E267365	DIV02	DEP091	452	JC_Senior specialist	M252825	Undisclosed	2015-12-27	2099-12-31	1	40	5	118652
E267514	DIV08	DEP091	452	JC_Senior specialist	M221184	Undisclosed	2015-12-27	2099-12-31	1	40	5	125059
E264415	DIV03	DEP091	445	JC_Manager	M237930	Undisclosed	2015-12-27	2099-12-31	1	40	5	88840
E268196	DIV02	DEP091	446	JC_Director	M252825	Undisclosed	2015-12-27	2099-12-31	1	40	5	73397
E269349	DIV02	DEP091	411	JC_Associate	M252825	Undisclosed	2015-12-27	2099-12-31	1	40	5	80805
E269436	DIV03	DEP091	454	JC_Manager	M237930	Undisclosed	2015-12-27	2099-12-31	1	40	5	421143
E054815	DIV03	DEP091	431	JC_Associate	M237930	Undisclosed	2020-02-03	2099-12-31	1	40	5	122585
E270356	DIV02	DEP091	411	JC_Associate	M252825	Undisclosed	2015-12-27	2099-12-31	1	40	5	55656
E270671	DIV02	DEP091	301	JC_Associate	M252825	Undisclosed	2015-12-27	2099-12-31	1	40	5	76882
E271718	DIV02	DEP091	442	JC_Specialist	M252825	Undisclosed	2015-12-27	2099-12-31	1	40	5	84673
E266648	DIV03	DEP091	443	JC_Senior specialist	M237930	Undisclosed	2015-12-27	2099-12-31	1	40	5	56229
E272194	DIV02	DEP091	443	JC_Senior specialist	M252825	Undisclosed	2015-12-27	2099-12-31	1	40	5	103396
E272422	DIV01	DEP091	452	JC_Senior specialist	M144808	Undisclosed	2020-12-30	2099-12-31	1	40	5	84914
E272781	DIV03	DEP091	443	JC_Senior specialist	M237930	Undisclosed	2015-12-27	2099-12-31	1	40	5	65538
E272808	DIV03	DEP091	452	JC_Senior specialist	M237930	Undisclosed	2015-12-27	2099-12-31	1	40	5	95196
E273434	DIV03	DEP091	453	JC_Expert	M237930	Undisclosed	2015-12-27	2099-12-31	1	40	5	96856
E274097	DIV02	DEP091	453	JC_Expert	M252825	Undisclosed	2015-12-27	2099-12-31	1	40	5	86158
E274203	DIV03	DEP091	454	JC_Manager	M237930	Undisclosed	2019-06-20	2099-12-31	1	40	5	85999
E274811	DIV02	DEP091	312	JC_Specialist	M252825	Undisclosed	2015-12-27	2099-12-31	1	40	5	93964
E276272	DIV02	DEP091	444	JC_Expert	M252825	Undisclosed	2015-12-27	2099-12-31	1	40	5	88018
E276456	DIV02	DEP091	221	JC_Associate	M252825	Undisclosed	2015-12-27	2099-12-31	1	40	5	105093
E270979	DIV03	DEP091	452	JC_Senior specialist	M237930	Undisclosed	2015-12-27	2099-12-31	1	40	5	50082
E276524	DIV02	DEP091	442	JC_Specialist	M252825	Undisclosed	2015-12-27	2099-12-31	1	40	5	80745
E276634	DIV09	DEP091	444	JC_Expert	M300121	Undisclosed	2015-12-27	2099-12-31	1	40	5	55553
E271880	DIV03	DEP091	452	JC_Senior specialist	M237930	Undisclosed	2015-12-27	2099-12-31	1	40	5	80614
E276873	DIV02	DEP091	454	JC_Manager	M252825	Undisclosed	2015-12-27	2099-12-31	1	40	5	81348
E276948	DIV03	DEP091	443	JC_Senior specialist	M237930	Undisclosed	2016-01-27	2099-12-31	1	40	5	101051
E277282	DIV02	DEP091	361	JC_Associate	M252825	Undisclosed	2016-01-27	2099-12-31	1	40	5	88672
E277443	DIV03	DEP091	431	JC_Associate	M237930	Undisclosed	2016-01-27	2099-12-31	1	40	5	127912
E277603	DIV03	DEP091	455	JC_Director	M237930	Undisclosed	2016-01-27	2099-12-31	1	40	5	224774
E277747	DIV02	DEP091	362	JC_Specialist	M252825	Undisclosed	2016-01-27	2099-12-31	1	40	5	299058
E277846	DIV05	DEP091	362	JC_Specialist	M044139	Undisclosed	2016-01-27	2099-12-31	1	40	5	66751
E278576	DIV03	DEP091	462	JC_Specialist	M237930	Undisclosed	2016-01-27	2099-12-31	1	40	5	91958
E279983	DIV02	DEP091	453	JC_Expert	M252825	Undisclosed	2016-01-27	2099-12-31	1	40	5	86256
E280104	DIV08	DEP091	453	JC_Expert	M221184	Undisclosed	2016-01-27	2099-12-31	1	40	5	112528
E280139	DIV02	DEP091	444	JC_Expert	M252825	Undisclosed	2016-01-27	2099-12-31	1	40	5	86689
E280274	DIV03	DEP091	443	JC_Senior specialist	M237930	Undisclosed	2016-01-27	2099-12-31	1	40	5	128174
E280278	DIV03	DEP092	454	JC_Manager	M237930	Undisclosed	2019-07-30	2099-12-31	1	40	5	135551
E281696	DIV03	DEP092	442	JC_Specialist	M237930	Undisclosed	2016-01-27	2099-12-31	1	40	5	267219
E282189	DIV03	DEP092	252	JC_Specialist	M237930	Undisclosed	2019-08-02	2099-12-31	1	40	5	249989
E282234	DIV02	DEP092	442	JC_Specialist	M252825	Undisclosed	2016-01-27	2099-12-31	1	40	5	81375
E282371	DIV02	DEP092	252	JC_Specialist	M252825	Undisclosed	2016-01-27	2099-12-31	1	40	5	90743
E282612	DIV02	DEP092	452	JC_Senior specialist	M252825	Undisclosed	2016-01-27	2099-12-31	1	40	5	269570
E282726	DIV03	DEP092	443	JC_Senior specialist	M237930	Undisclosed	2016-01-27	2099-12-31	1	40	5	74056
E282948	DIV03	DEP092	444	JC_Expert	M237930	Undisclosed	2016-01-27	2099-12-31	1	40	5	136325
E283320	DIV03	DEP092	452	JC_Senior specialist	M237930	Undisclosed	2016-01-27	2099-12-31	1	40	5	127976
E283665	DIV04	DEP092	431	JC_Associate	M095280	Undisclosed	2016-05-27	2099-12-31	1	40	5	74835
E283744	DIV03	DEP092	431	JC_Associate	M237930	Undisclosed	2016-05-27	2099-12-31	1	40	5	83853
E283996	DIV03	DEP092	445	JC_Manager	M237930	Undisclosed	2016-05-27	2099-12-31	1	40	5	79582
E284241	DIV03	DEP092	454	JC_Manager	M237930	Undisclosed	2019-11-26	2099-12-31	1	40	5	114395
E284601	DIV03	DEP092	443	JC_Senior specialist	M237930	Undisclosed	2019-08-14	2099-12-31	1	40	5	70706
E284913	DIV03	DEP092	443	JC_Senior specialist	M237930	Undisclosed	2019-10-13	2099-12-31	1	40	5	59628
E285378	DIV02	DEP092	455	JC_Director	M252825	Undisclosed	2016-05-27	2099-12-31	1	40	5	61572
E286755	DIV02	DEP092	452	JC_Senior specialist	M252825	Undisclosed	2016-05-27	2099-12-31	1	40	5	97685
E286888	DIV03	DEP092	454	JC_Manager	M237930	Undisclosed	2016-05-27	2099-12-31	1	40	5	48370
E286939	DIV02	DEP092	434	JC_Expert	M252825	Undisclosed	2016-05-27	2099-12-31	1	40	5	84299
E273393	DIV03	DEP092	453	JC_Expert	M237930	Undisclosed	2016-05-27	2099-12-31	1	40	5	60159
E287170	DIV02	DEP092	251	JC_Associate	M252825	Undisclosed	2021-01-05	2099-12-31	1	40	5	40722
E287352	DIV02	DEP092	452	JC_Senior specialist	M252825	Undisclosed	2019-09-26	2099-12-31	1	40	5	49380
E287397	DIV05	DEP092	454	JC_Manager	M044139	Undisclosed	2016-05-27	2099-12-31	1	40	5	85087
E287629	DIV02	DEP092	454	JC_Manager	M252825	Undisclosed	2016-05-27	2099-12-31	1	40	5	60862
E287858	DIV03	DEP092	452	JC_Senior specialist	M237930	Undisclosed	2016-05-27	2099-12-31	1	40	5	267076
E287920	DIV03	DEP092	444	JC_Expert	M237930	Undisclosed	2019-06-11	2099-12-31	1	40	5	66133
E288317	DIV02	DEP092	445	JC_Manager	M252825	Undisclosed	2016-05-27	2099-12-31	1	40	5	102050
E288381	DIV03	DEP092	452	JC_Senior specialist	M237930	Undisclosed	2016-01-27	2099-12-31	1	40	5	55531
E288676	DIV03	DEP092	452	JC_Senior specialist	M237930	Undisclosed	2016-01-27	2099-12-31	1	40	5	112428
E289093	DIV03	DEP092	454	JC_Manager	M237930	Undisclosed	2016-01-27	2099-12-31	1	40	5	56900
E289175	DIV02	DEP092	291	JC_Associate	M252825	Undisclosed	2016-03-27	2099-12-31	1	40	5	59151
E289224	DIV03	DEP092	444	JC_Expert	M237930	Undisclosed	2019-07-20	2099-12-31	1	40	5	42073
E289523	DIV02	DEP092	453	JC_Expert	M252825	Undisclosed	2016-03-27	2099-12-31	1	40	5	74444
E289723	DIV02	DEP092	452	JC_Senior specialist	M252825	Undisclosed	2016-03-27	2099-12-31	1	40	5	54546
E289925	DIV05	DEP093	281	JC_Associate	M044139	Undisclosed	2016-03-27	2099-12-31	1	40	5	29759
E291083	DIV01	DEP093	445	JC_Manager	M144808	Undisclosed	2021-02-09	2099-12-31	1	40	5	34719
E291172	DIV03	DEP093	445	JC_Manager	M266882	Undisclosed	2016-03-27	2099-12-31	1	40	5	48823
E291985	DIV03	DEP093	402	JC_Specialist	M237930	Undisclosed	2016-03-27	2099-12-31	1	40	5	301293
E292815	DIV03	DEP093	450	JC_Associate	M237930	Undisclosed	2016-03-27	2099-12-31	1	40	5	132530
E292859	DIV03	DEP093	454	JC_Manager	M237930	Undisclosed	2016-03-27	2099-12-31	1	40	5	135155
E292880	DIV03	DEP093	252	JC_Specialist	M237930	Undisclosed	2016-03-27	2099-12-31	1	40	5	131837
E293025	DIV09	DEP093	443	JC_Senior specialist	M300121	Undisclosed	2016-01-27	2099-12-31	1	40	5	79114
M293226	DIV08	DEP093	373	JC_Senior specialist	M293226	Undisclosed	2016-01-27	2099-12-31	1	40	5	48028
E293858	DIV02	DEP093	442	JC_Specialist	M252825	Undisclosed	2016-01-27	2099-12-31	1	40	5	30637
E055746	DIV03	DEP093	291	JC_Associate	M237930	Undisclosed	2020-01-27	2099-12-31	1	40	5	77712
E294377	DIV03	DEP093	444	JC_Expert	M266882	Undisclosed	2016-01-27	2099-12-31	1	40	5	9487
E295047	DIV03	DEP093	454	JC_Manager	M237930	Undisclosed	2017-04-26	2099-12-31	1	40	5	113359
E296041	DIV02	DEP093	445	JC_Manager	M252825	Undisclosed	2017-04-26	2099-12-31	1	40	5	94536
E296306	DIV09	DEP093	422	JC_Specialist	M300121	Undisclosed	2017-01-07	2099-12-31	1	40	5	59652
M296403	DIV00	DEP093	602	JC_Senior Executive	M217443	Undisclosed	2017-01-07	2099-12-31	1	40	5	421291
E276486	DIV03	DEP093	452	JC_Senior specialist	M237930	Undisclosed	2017-01-07	2099-12-31	1	40	5	80570
E296701	DIV09	DEP093	443	JC_Senior specialist	M300121	Undisclosed	2017-01-07	2099-12-31	1	40	5	60132
E276871	DIV03	DEP093	443	JC_Senior specialist	M237930	Undisclosed	2019-06-14	2099-12-31	1	40	5	113628
E296921	DIV03	DEP093	432	JC_Specialist	M237930	Undisclosed	2019-10-02	2099-12-31	1	40	5	92582
E297059	DIV09	DEP093	432	JC_Specialist	M300121	Undisclosed	2017-01-07	2099-12-31	1	40	5	38147
E297373	DIV03	DEP093	454	JC_Manager	M237930	Undisclosed	2017-01-07	2099-12-31	1	40	5	130937
E297406	DIV09	DEP093	452	JC_Senior specialist	M300121	Undisclosed	2017-01-07	2099-12-31	1	40	5	76865
E297522	DIV09	DEP093	454	JC_Manager	M300121	Undisclosed	2017-01-07	2099-12-31	1	40	5	59771
E287100	DIV03	DEP093	445	JC_Manager	M237930	Undisclosed	2017-01-07	2099-12-31	1	40	5	36331
E057923	DIV03	DEP093	454	JC_Manager	M266882	Undisclosed	2020-11-26	2099-12-31	1	40	5	63819
E058030	DIV04	DEP093	442	JC_Specialist	M095280	Undisclosed	2020-06-26	2099-12-31	1	40	5	76610
E296679	DIV03	DEP093	444	JC_Expert	M237930	Undisclosed	2017-01-07	2099-12-31	1	40	5	31647
E296891	DIV03	DEP093	454	JC_Manager	M237930	Undisclosed	2017-01-07	2099-12-31	1	40	5	133680
E297819	DIV03	DEP093	442	JC_Specialist	M237930	Undisclosed	2019-11-29	2099-12-31	1	40	5	9332
E298402	DIV03	DEP093	251	JC_Associate	M237930	Undisclosed	2017-01-07	2099-12-31	1	40	5	59933
E059463	DIV03	DEP093	450	JC_Associate	M237930	Undisclosed	2020-01-28	2099-12-31	1	40	5	67003
E223494	DIV02	DEP093	454	JC_Manager	M252825	Undisclosed	2014-03-12	2099-12-31	1	40	5	82787
E223604	DIV00	DEP093	442	JC_Specialist	M217443	Undisclosed	2014-03-12	2099-12-31	1	40	5	595717
E223612	DIV02	DEP093	445	JC_Manager	M252825	Undisclosed	2014-03-12	2099-12-31	1	40	5	94988
E223844	DIV03	DEP093	413	JC_Senior specialist	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	82270
E224244	DIV09	DEP093	446	JC_Director	M300121	Undisclosed	2014-03-12	2099-12-31	1	40	5	82069
E224289	DIV03	DEP093	253	JC_Senior specialist	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	111446
E224461	DIV02	DEP093	445	JC_Manager	M252825	Undisclosed	2014-03-12	2099-12-31	1	40	5	45888
E225055	DIV02	DEP093	455	JC_Director	M252825	Undisclosed	2014-03-12	2099-12-31	1	40	5	117208
E225076	DIV02	DEP093	445	JC_Manager	M252825	Undisclosed	2014-03-12	2099-12-31	1	40	5	68482
E225257	DIV03	DEP093	455	JC_Director	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	87923
E225459	DIV03	DEP093	362	JC_Specialist	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	76211
E225490	DIV03	DEP093	456	JC_Senior Executive	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	75199
E225540	DIV03	DEP093	404	JC_Expert	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	74255
E225557	DIV02	DEP093	446	JC_Director	M252825	Undisclosed	2014-03-12	2099-12-31	1	40	5	83335
E225588	DIV02	DEP093	293	JC_Senior specialist	M252825	Undisclosed	2014-03-12	2099-12-31	1	40	5	76770
E225776	DIV03	DEP093	447	JC_Executive	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	78551
E225789	DIV03	DEP093	445	JC_Manager	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	50421
E225978	DIV03	DEP093	443	JC_Senior specialist	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	88442
E226543	DIV02	DEP093	381	JC_Specialist	M252825	Undisclosed	2014-03-12	2099-12-31	1	40	5	114303
E227179	DIV02	DEP093	401	JC_Associate	M252825	Undisclosed	2014-03-12	2099-12-31	1	40	5	65003
E227786	DIV02	DEP093	252	JC_Specialist	M252825	Undisclosed	2014-03-12	2099-12-31	1	40	5	62967
E228064	DIV09	DEP000	452	JC_Senior specialist	M300121	Undisclosed	2014-03-12	2099-12-31	1	40	5	54987
E228336	DIV09	DEP000	341	JC_Associate	M300121	Undisclosed	2014-03-12	2099-12-31	1	40	5	95977
E228906	DIV03	DEP000	452	JC_Senior specialist	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	125663
E228925	DIV03	DEP000	444	JC_Expert	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	244909
E229254	DIV02	DEP000	233	JC_Senior specialist	M252825	Undisclosed	2014-03-12	2099-12-31	1	40	5	127593
E214716	DIV03	DEP000	461	JC_Associate	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	133852
E230356	DIV03	DEP014	403	JC_Senior specialist	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	255579
E223491	DIV03	DEP013	443	JC_Senior specialist	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	135147
E230769	DIV03	DEP022	444	JC_Expert	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	365809
E231772	DIV02	DEP007	444	JC_Expert	M252825	Undisclosed	2014-03-12	2099-12-31	1	40	5	278834
E232296	DIV03	DEP007	443	JC_Senior specialist	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	65320
E232625	DIV03	DEP007	452	JC_Senior specialist	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	268227
E233310	DIV09	DEP007	445	JC_Manager	M300121	Undisclosed	2014-03-12	2099-12-31	1	40	5	100814
E234104	DIV03	DEP007	443	JC_Senior specialist	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	414092
E234286	DIV09	DEP007	442	JC_Specialist	M300121	Undisclosed	2014-03-12	2099-12-31	1	40	5	72765
E234491	DIV03	DEP007	452	JC_Senior specialist	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	240294
E234576	DIV02	DEP093	444	JC_Expert	M252825	Undisclosed	2014-03-12	2099-12-31	1	40	5	341910
E235360	DIV03	DEP093	447	JC_Executive	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	199558
E235701	DIV02	DEP092	393	JC_Expert	M252825	Undisclosed	2014-03-12	2099-12-31	1	40	5	419629
E235736	DIV05	DEP091	452	JC_Senior specialist	M044139	Undisclosed	2014-03-12	2099-12-31	1	40	5	39226
E235804	DIV02	DEP093	443	JC_Senior specialist	M252825	Undisclosed	2014-03-12	2099-12-31	1	40	5	452883
E235856	DIV02	DEP092	411	JC_Associate	M252825	Undisclosed	2014-03-12	2099-12-31	1	40	5	94849
M236190	DIV08	DEP091	423	JC_Expert	M236190	Undisclosed	2014-03-12	2099-12-31	1	40	5	50520
M236816	DIV03	DEP092	447	JC_Executive	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	531499
E237201	DIV02	DEP091	444	JC_Expert	M252825	Undisclosed	2014-03-12	2099-12-31	1	40	5	919953
E237337	DIV09	DEP093	454	JC_Manager	M300121	Undisclosed	2014-03-12	2099-12-31	1	40	5	100601
E237469	DIV03	DEP092	452	JC_Senior specialist	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	415161
E237824	DIV05	DEP093	252	JC_Specialist	M044139	Undisclosed	2014-03-12	2099-12-31	1	40	5	59502
M237930	DIV03	DEP093	447	JC_Executive	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	548043
E238253	DIV03	DEP091	252	JC_Specialist	M237930	Undisclosed	2014-03-12	2099-12-31	1	40	5	270653
E019621	DIV02	DEP091	452	JC_Senior specialist	M252825	Undisclosed	2014-01-03	2099-12-31	1	40	5	98228
E019691	DIV03	DEP091	442	JC_Specialist	M237930	Undisclosed	2014-01-03	2099-12-31	1	40	5	221361
M019974	DIV04	DEP093	383	JC_Senior specialist	M019974	Undisclosed	2014-01-03	2099-12-31	1	40	5	47247
E020098	DIV05	DEP092	291	JC_Associate	M044139	Undisclosed	2014-01-03	2099-12-31	1	40	5	45070
E020895	DIV02	DEP092	411	JC_Associate	M252825	Undisclosed	2014-01-03	2099-12-31	1	40	5	111620
E020953	DIV02	DEP091	442	JC_Specialist	M252825	Undisclosed	2014-01-03	2099-12-31	1	40	5	53090
E021020	DIV03	DEP092	452	JC_Senior specialist	M237930	Undisclosed	2014-01-03	2099-12-31	1	40	5	103841
E021392	DIV03	DEP092	452	JC_Senior specialist	M266882	Undisclosed	2014-01-03	2099-12-31	1	40	5	29313
E021407	DIV04	DEP093	402	JC_Specialist	M096889	Undisclosed	2014-01-03	2099-12-31	1	40	5	41122
E021799	DIV02	DEP093	453	JC_Expert	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	74626
E021981	DIV02	DEP091	312	JC_Specialist	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	76448
E023000	DIV02	DEP091	445	JC_Manager	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	93810
E023067	DIV02	DEP091	252	JC_Specialist	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	90896
E023753	DIV03	DEP032	293	JC_Senior specialist	M266882	Undisclosed	2014-03-27	2099-12-31	1	40	5	48658
E024367	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	33438
E024764	DIV09	DEP032	450	JC_Associate	M300121	Undisclosed	2014-03-27	2099-12-31	1	40	5	87061
E024878	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	109070
E024956	DIV04	DEP032	443	JC_Senior specialist	M200979	Undisclosed	2014-03-27	2099-12-31	1	40	5	89207
E024971	DIV02	DEP032	455	JC_Director	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	87639
E024981	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	72763
E025357	DIV03	DEP032	445	JC_Manager	M266882	Undisclosed	2014-03-27	2099-12-31	1	40	5	45224
E025447	DIV03	DEP032	442	JC_Specialist	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	124443
E025684	DIV08	DEP032	454	JC_Manager	M293226	Undisclosed	2014-03-27	2099-12-31	1	40	5	53903
E025802	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	46931
E025941	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	128209
E026335	DIV02	DEP032	402	JC_Specialist	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	81546
E026664	DIV02	DEP032	232	JC_Senior specialist	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	119247
E026901	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	84961
E028929	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	104092
E029229	DIV08	DEP032	454	JC_Manager	M293226	Undisclosed	2014-03-27	2099-12-31	1	40	5	43201
E029232	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	75869
E029363	DIV03	DEP032	454	JC_Manager	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	95137
E029434	DIV06	DEP032	211	JC_Associate	M044771	Undisclosed	2014-03-27	2099-12-31	1	40	5	65079
E030148	DIV06	DEP032	452	JC_Senior specialist	M109659	Undisclosed	2014-03-27	2099-12-31	1	40	5	57092
E030252	DIV02	DEP032	454	JC_Manager	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	60778
E030308	DIV04	DEP032	453	JC_Expert	M095280	Undisclosed	2014-03-27	2099-12-31	1	40	5	92522
E030449	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	46241
E030847	DIV09	DEP032	432	JC_Specialist	M300121	Undisclosed	2014-03-27	2099-12-31	1	40	5	87837
E031336	DIV08	DEP032	444	JC_Expert	M293226	Undisclosed	2014-03-27	2099-12-31	1	40	5	62893
E031412	DIV03	DEP032	445	JC_Manager	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	37798
E086988	DIV09	DEP032	444	JC_Expert	M300121	Undisclosed	2014-03-27	2099-12-31	1	40	5	99407
E087094	DIV03	DEP032	461	JC_Associate	M266882	Undisclosed	2014-03-27	2099-12-31	1	40	5	53865
E087196	DIV02	DEP032	461	JC_Associate	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	134584
E087567	DIV08	DEP032	401	JC_Associate	M293226	Undisclosed	2014-03-27	2099-12-31	1	40	5	32474
E087682	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	253584
E088459	DIV02	DEP032	450	JC_Associate	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	87744
E088523	DIV02	DEP032	441	JC_Associate	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	69594
E089235	DIV02	DEP032	441	JC_Associate	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	85534
E089567	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	116284
E089958	DIV02	DEP032	443	JC_Senior specialist	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	84146
E090279	DIV03	DEP032	441	JC_Associate	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	114747
E090444	DIV03	DEP032	445	JC_Manager	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	78513
E090647	DIV03	DEP032	454	JC_Manager	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	217982
E090926	DIV05	DEP032	454	JC_Manager	M044139	Undisclosed	2014-03-27	2099-12-31	1	40	5	82423
E091364	DIV03	DEP032	433	JC_Senior specialist	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	251177
E091684	DIV03	DEP032	411	JC_Associate	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	214672
E091951	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	80731
E092267	DIV04	DEP032	452	JC_Senior specialist	M095280	Undisclosed	2014-03-27	2099-12-31	1	40	5	86053
E092410	DIV03	DEP032	454	JC_Manager	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	291999
E092563	DIV06	DEP032	445	JC_Manager	M044771	Undisclosed	2014-03-27	2099-12-31	1	40	5	97623
E092666	DIV06	DEP032	454	JC_Manager	M044771	Undisclosed	2014-03-27	2099-12-31	1	40	5	78197
E092752	DIV09	DEP032	455	JC_Director	M300121	Undisclosed	2014-03-27	2099-12-31	1	40	5	27396
E093962	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	126614
E094125	DIV08	DEP032	454	JC_Manager	M236347	Undisclosed	2014-03-27	2099-12-31	1	40	5	78067
E094409	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	71531
E094843	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	250933
E095003	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	116385
M095280	DIV04	DEP032	233	JC_Senior specialist	M095280	Undisclosed	2014-03-27	2099-12-31	1	40	5	93509
E095568	DIV02	DEP032	454	JC_Manager	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	261034
E096719	DIV02	DEP032	443	JC_Senior specialist	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	83510
E096826	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	97647
M096889	DIV04	DEP032	322	JC_Senior specialist	M096889	Undisclosed	2014-03-27	2099-12-31	1	40	5	64974
E097066	DIV09	DEP032	252	JC_Specialist	M300121	Undisclosed	2014-03-27	2099-12-31	1	40	5	62934
E097292	DIV03	DEP032	452	JC_Senior specialist	M266882	Undisclosed	2014-03-27	2099-12-31	1	40	5	63556
E097660	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	86920
E097675	DIV02	DEP032	454	JC_Manager	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	81043
E098415	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	93617
E098433	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	268109
E099384	DIV05	DEP032	442	JC_Specialist	M044139	Undisclosed	2014-03-27	2099-12-31	1	40	5	56985
E100133	DIV03	DEP032	454	JC_Manager	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	108961
E100468	DIV09	DEP032	455	JC_Director	M300121	Undisclosed	2014-03-27	2099-12-31	1	40	5	74489
E100693	DIV02	DEP032	443	JC_Senior specialist	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	96161
E101459	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	232218
E101985	DIV03	DEP032	453	JC_Expert	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	275103
E102443	DIV04	DEP032	444	JC_Expert	M019974	Undisclosed	2014-03-27	2099-12-31	1	40	5	61116
E102505	DIV09	DEP032	453	JC_Expert	M300121	Undisclosed	2014-03-27	2099-12-31	1	40	5	36563
E102511	DIV02	DEP032	450	JC_Associate	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	57736
E102787	DIV03	DEP032	602	JC_Senior Executive	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	69976
E103157	DIV06	DEP032	252	JC_Specialist	M044771	Undisclosed	2014-03-27	2099-12-31	1	40	5	111921
E103930	DIV03	DEP032	451	JC_Specialist	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	238771
E104104	DIV02	DEP032	444	JC_Expert	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	115294
E104333	DIV04	DEP032	402	JC_Specialist	M019974	Undisclosed	2014-03-27	2099-12-31	1	40	5	25814
E104358	DIV03	DEP032	443	JC_Senior specialist	M266882	Undisclosed	2014-03-27	2099-12-31	1	40	5	75411
E104691	DIV02	DEP032	444	JC_Expert	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	113016
E105518	DIV03	DEP032	445	JC_Manager	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	109419
E106119	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	119363
E106858	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	269738
E107272	DIV03	DEP032	311	JC_Associate	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	239465
E107440	DIV09	DEP032	402	JC_Specialist	M300121	Undisclosed	2014-03-27	2099-12-31	1	40	5	40284
E107993	DIV06	DEP032	446	JC_Director	M044771	Undisclosed	2014-03-27	2099-12-31	1	40	5	92443
E108140	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	253135
E108157	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	78703
E108402	DIV02	DEP032	444	JC_Expert	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	84621
E108817	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	106727
E109328	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	99841
E109436	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	262131
E109511	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	113893
E109538	DIV03	DEP032	601	JC_Executive	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	111400
E109656	DIV03	DEP032	253	JC_Senior specialist	M266882	Undisclosed	2014-03-27	2099-12-31	1	40	5	46063
M109659	DIV06	DEP032	392	JC_Senior specialist	M109659	Undisclosed	2014-03-27	2099-12-31	1	40	5	56541
E110370	DIV02	DEP032	443	JC_Senior specialist	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	113087
E110484	DIV02	DEP032	455	JC_Director	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	115669
E110507	DIV03	DEP032	455	JC_Director	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	220553
E111323	DIV03	DEP032	445	JC_Manager	M237930	Undisclosed	2014-03-27	2099-12-31	1	40	5	112564
E111614	DIV01	DEP032	442	JC_Specialist	M144808	Undisclosed	2014-03-27	2099-12-31	1	40	5	50323
E111786	DIV05	DEP032	445	JC_Manager	M044139	Undisclosed	2014-03-27	2099-12-31	1	40	5	41093
E111790	DIV02	DEP032	446	JC_Director	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	110362
E111852	DIV02	DEP032	455	JC_Director	M252825	Undisclosed	2014-03-27	2099-12-31	1	40	5	133379
E111869	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2014-01-03	2099-12-31	1	40	5	102027
E112728	DIV03	DEP032	455	JC_Director	M237930	Undisclosed	2014-01-03	2099-12-31	1	40	5	256504
E113023	DIV02	DEP032	455	JC_Director	M252825	Undisclosed	2014-01-03	2099-12-31	1	40	5	108121
E113470	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2014-01-03	2099-12-31	1	40	5	236250
E113896	DIV04	DEP032	445	JC_Manager	M095280	Undisclosed	2014-01-03	2099-12-31	1	40	5	76675
E114037	DIV06	DEP032	413	JC_Senior specialist	M109659	Undisclosed	2014-01-03	2099-12-31	1	40	5	60778
E114353	DIV03	DEP032	455	JC_Director	M237930	Undisclosed	2014-01-03	2099-12-31	1	40	5	113808
E114771	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2014-01-03	2099-12-31	1	40	5	81901
E115460	DIV03	DEP032	455	JC_Director	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	87061
E115682	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	92796
E115849	DIV02	DEP032	403	JC_Senior specialist	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	95866
E116009	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	86557
E116630	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	101909
E116633	DIV03	DEP032	445	JC_Manager	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	114606
E117943	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	93996
E118900	DIV09	DEP032	442	JC_Specialist	M300121	Undisclosed	2014-02-12	2099-12-31	1	40	5	85347
E118926	DIV03	DEP032	445	JC_Manager	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	287371
E118944	DIV01	DEP032	432	JC_Specialist	M144808	Undisclosed	2014-02-12	2099-12-31	1	40	5	45636
E118987	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	77384
E119030	DIV03	DEP032	445	JC_Manager	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	68746
E119589	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	59346
E119646	DIV02	DEP032	443	JC_Senior specialist	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	102256
E119697	DIV05	DEP032	433	JC_Senior specialist	M044139	Undisclosed	2014-02-12	2099-12-31	1	40	5	42538
E119954	DIV03	DEP032	454	JC_Manager	M266882	Undisclosed	2014-02-12	2099-12-31	1	40	5	56526
E120682	DIV01	DEP032	443	JC_Senior specialist	M144808	Undisclosed	2014-02-12	2099-12-31	1	40	5	48148
E120686	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	98429
E120802	DIV04	DEP032	362	JC_Specialist	M095280	Undisclosed	2014-02-12	2099-12-31	1	40	5	102831
E121225	DIV02	DEP032	454	JC_Manager	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	104035
E121650	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	70972
E121810	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	131738
E121833	DIV02	DEP032	412	JC_Specialist	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	81497
E122177	DIV09	DEP032	454	JC_Manager	M300121	Undisclosed	2014-02-12	2099-12-31	1	40	5	51052
E122701	DIV03	DEP032	442	JC_Specialist	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	97208
E122891	DIV01	DEP032	455	JC_Director	M144808	Undisclosed	2014-02-12	2099-12-31	1	40	5	47429
E123132	DIV01	DEP032	455	JC_Director	M144808	Undisclosed	2014-02-12	2099-12-31	1	40	5	51978
E123159	DIV05	DEP032	444	JC_Expert	M044139	Undisclosed	2014-02-12	2099-12-31	1	40	5	45576
E123361	DIV02	DEP032	442	JC_Specialist	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	84493
E123596	DIV03	DEP032	443	JC_Senior specialist	M266882	Undisclosed	2014-02-12	2099-12-31	1	40	5	47918
E123853	DIV04	DEP032	452	JC_Senior specialist	M096889	Undisclosed	2014-02-12	2099-12-31	1	40	5	103514
E124650	DIV03	DEP032	251	JC_Associate	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	230105
E124681	DIV09	DEP032	455	JC_Director	M300121	Undisclosed	2014-02-12	2099-12-31	1	40	5	79739
E124730	DIV06	DEP032	455	JC_Director	M109659	Undisclosed	2014-02-12	2099-12-31	1	40	5	92521
E124971	DIV02	DEP032	403	JC_Senior specialist	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	130639
E125051	DIV02	DEP032	442	JC_Specialist	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	118521
E125270	DIV03	DEP032	214	JC_Expert	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	110208
E125526	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	93219
E125607	DIV03	DEP032	401	JC_Associate	M266882	Undisclosed	2014-02-12	2099-12-31	1	40	5	52403
E125799	DIV02	DEP032	443	JC_Senior specialist	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	110535
E125990	DIV02	DEP032	444	JC_Expert	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	78921
E127660	DIV09	DEP032	444	JC_Expert	M300121	Undisclosed	2014-02-12	2099-12-31	1	40	5	72159
E127746	DIV09	DEP032	445	JC_Manager	M300121	Undisclosed	2014-02-12	2099-12-31	1	40	5	69878
E129386	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	87827
E129474	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	108632
E129568	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	112384
E129696	DIV02	DEP032	443	JC_Senior specialist	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	229370
E129946	DIV03	DEP032	252	JC_Specialist	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	76740
E130149	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	92389
E130663	DIV02	DEP032	403	JC_Senior specialist	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	138255
E131047	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	66279
E131813	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	127136
E131916	DIV03	DEP032	442	JC_Specialist	M266882	Undisclosed	2014-02-12	2099-12-31	1	40	5	48892
E131960	DIV05	DEP032	292	JC_Specialist	M044139	Undisclosed	2014-02-12	2099-12-31	1	40	5	44110
E132133	DIV09	DEP032	454	JC_Manager	M300121	Undisclosed	2014-02-12	2099-12-31	1	40	5	85758
E132557	DIV09	DEP032	444	JC_Expert	M300121	Undisclosed	2014-02-12	2099-12-31	1	40	5	78963
E132690	DIV02	DEP032	444	JC_Expert	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	263833
E132807	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	130954
E132837	DIV02	DEP032	443	JC_Senior specialist	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	274213
E132879	DIV03	DEP032	252	JC_Specialist	M266882	Undisclosed	2014-02-12	2099-12-31	1	40	5	46516
E133067	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	76603
E133851	DIV03	DEP032	361	JC_Associate	M266882	Undisclosed	2014-02-12	2099-12-31	1	40	5	54417
E134320	DIV03	DEP032	453	JC_Expert	M266882	Undisclosed	2014-02-12	2099-12-31	1	40	5	49904
E134406	DIV03	DEP032	432	JC_Specialist	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	77628
E134573	DIV02	DEP032	444	JC_Expert	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	102759
E134994	DIV02	DEP032	461	JC_Associate	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	82890
E134996	DIV08	DEP032	321	JC_Specialist	M293226	Undisclosed	2014-02-12	2099-12-31	1	40	5	69484
E135028	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	129075
E136475	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	136013
E136978	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	255745
E137071	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	135718
E137375	DIV02	DEP032	462	JC_Specialist	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	97320
E137521	DIV02	DEP032	450	JC_Associate	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	110110
E137555	DIV05	DEP032	253	JC_Senior specialist	M044139	Undisclosed	2014-02-12	2099-12-31	1	40	5	85927
E138487	DIV03	DEP032	453	JC_Expert	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	94125
E138764	DIV03	DEP032	383	JC_Senior specialist	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	52815
E138788	DIV09	DEP032	452	JC_Senior specialist	M300121	Undisclosed	2014-02-12	2099-12-31	1	40	5	47768
E139484	DIV03	DEP032	452	JC_Senior specialist	M266882	Undisclosed	2014-02-12	2099-12-31	1	40	5	50449
E139590	DIV02	DEP032	461	JC_Associate	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	259557
E139782	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	129509
E140134	DIV03	DEP032	371	JC_Associate	M266882	Undisclosed	2014-02-12	2099-12-31	1	40	5	49366
E141033	DIV05	DEP032	450	JC_Associate	M044139	Undisclosed	2014-02-12	2099-12-31	1	40	5	39050
E141101	DIV02	DEP032	444	JC_Expert	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	94998
E141782	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	86292
E141936	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	98745
E141972	DIV03	DEP032	442	JC_Specialist	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	109145
E142209	DIV01	DEP032	453	JC_Expert	M144808	Undisclosed	2014-02-12	2099-12-31	1	40	5	30093
E142212	DIV09	DEP032	371	JC_Associate	M300121	Undisclosed	2014-02-12	2099-12-31	1	40	5	24705
E143668	DIV03	DEP032	442	JC_Specialist	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	29387
E144316	DIV03	DEP032	443	JC_Senior specialist	M266882	Undisclosed	2014-02-12	2099-12-31	1	40	5	54709
E144346	DIV03	DEP032	392	JC_Senior specialist	M266882	Undisclosed	2014-02-12	2099-12-31	1	40	5	53751
E144716	DIV02	DEP032	351	JC_Associate	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	103545
M144808	DIV01	DEP032	500	JC_Senior Executive	M144808	Undisclosed	2014-02-12	2099-12-31	1	40	5	934158
E146006	DIV03	DEP032	231	JC_Specialist	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	94980
E146054	DIV02	DEP032	443	JC_Senior specialist	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	84235
E146073	DIV03	DEP032	252	JC_Specialist	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	96612
E146103	DIV01	DEP032	371	JC_Associate	M144808	Undisclosed	2014-02-12	2099-12-31	1	40	5	71591
E146647	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	127955
E146812	DIV09	DEP032	413	JC_Senior specialist	M300121	Undisclosed	2014-02-12	2099-12-31	1	40	5	50101
E147155	DIV02	DEP032	461	JC_Associate	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	288432
E147398	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	97135
E147638	DIV02	DEP032	371	JC_Associate	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	98784
E148159	DIV03	DEP032	445	JC_Manager	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	462978
E148728	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	83156
E148860	DIV09	DEP032	452	JC_Senior specialist	M300121	Undisclosed	2014-02-12	2099-12-31	1	40	5	49081
E149226	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	267096
E149251	DIV02	DEP032	444	JC_Expert	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	94147
E149594	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	258520
E149825	DIV02	DEP032	444	JC_Expert	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	51644
E149903	DIV09	DEP032	443	JC_Senior specialist	M300121	Undisclosed	2014-02-12	2099-12-31	1	40	5	52983
E150324	DIV01	DEP032	445	JC_Manager	M144808	Undisclosed	2014-02-12	2099-12-31	1	40	5	51186
E151636	DIV03	DEP032	293	JC_Senior specialist	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	90942
E151653	DIV03	DEP032	445	JC_Manager	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	96327
E152594	DIV03	DEP032	445	JC_Manager	M237930	Undisclosed	2014-02-12	2099-12-31	1	40	5	78771
E152783	DIV02	DEP032	443	JC_Senior specialist	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	81532
E153081	DIV02	DEP032	233	JC_Senior specialist	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	111902
E153279	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	117271
M154464	DIV07	DEP032	312	JC_Specialist	M154464	Undisclosed	2014-02-12	2099-12-31	1	40	5	51745
E154492	DIV02	DEP032	392	JC_Senior specialist	M252825	Undisclosed	2014-02-12	2099-12-31	1	40	5	80440
E154779	DIV03	DEP032	401	JC_Associate	M237930	Undisclosed	2015-02-10	2099-12-31	1	40	5	109398
E154935	DIV06	DEP032	453	JC_Expert	M124542	Undisclosed	2015-02-10	2099-12-31	1	40	5	29202
E155267	DIV02	DEP032	271	JC_Specialist	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	78006
E155387	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2015-02-10	2099-12-31	1	40	5	45223
E155559	DIV03	DEP032	445	JC_Manager	M237930	Undisclosed	2015-02-10	2099-12-31	1	40	5	109032
E156371	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	61120
E156614	DIV02	DEP032	233	JC_Senior specialist	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	275930
E156867	DIV01	DEP032	454	JC_Manager	M144808	Undisclosed	2015-02-10	2099-12-31	1	40	5	79078
E157446	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	31443
E157553	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	361048
E157554	DIV05	DEP032	321	JC_Specialist	M044139	Undisclosed	2015-02-10	2099-12-31	1	40	5	62131
E158134	DIV02	DEP032	412	JC_Specialist	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	378286
E159119	DIV03	DEP032	462	JC_Specialist	M266882	Undisclosed	2015-02-10	2099-12-31	1	40	5	57504
E159331	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	133137
E159366	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	126733
E160079	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2015-02-10	2099-12-31	1	40	5	59750
E160181	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	205856
E160214	DIV05	DEP032	292	JC_Specialist	M044139	Undisclosed	2015-02-10	2099-12-31	1	40	5	35502
E160354	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2015-02-10	2099-12-31	1	40	5	47925
E161366	DIV03	DEP032	412	JC_Specialist	M237930	Undisclosed	2015-02-10	2099-12-31	1	40	5	89660
E161953	DIV09	DEP032	452	JC_Senior specialist	M300121	Undisclosed	2015-02-10	2099-12-31	1	40	5	49796
E162497	DIV09	DEP032	445	JC_Manager	M300121	Undisclosed	2015-02-10	2099-12-31	1	40	5	75354
E162643	DIV08	DEP032	445	JC_Manager	M236190	Undisclosed	2015-02-10	2099-12-31	1	40	5	100120
E164716	DIV02	DEP032	262	JC_Specialist	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	77465
E165093	DIV02	DEP032	252	JC_Specialist	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	32808
E165288	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	30863
E165372	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2015-02-10	2099-12-31	1	40	5	237943
E165394	DIV02	DEP032	393	JC_Expert	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	276150
E165577	DIV03	DEP032	445	JC_Manager	M237930	Undisclosed	2015-02-10	2099-12-31	1	40	5	84488
E166776	DIV03	DEP032	453	JC_Expert	M266882	Undisclosed	2015-02-10	2099-12-31	1	40	5	56692
E166884	DIV02	DEP032	261	JC_Associate	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	426165
E167159	DIV02	DEP032	462	JC_Specialist	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	74059
E167384	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	263232
E167458	DIV02	DEP032	444	JC_Expert	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	113103
E167524	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	105427
E168186	DIV09	DEP032	445	JC_Manager	M300121	Undisclosed	2015-02-10	2099-12-31	1	40	5	49614
E169280	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	263954
E169357	DIV02	DEP032	412	JC_Specialist	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	258946
E169982	DIV02	DEP032	392	JC_Senior specialist	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	96748
E170411	DIV03	DEP032	445	JC_Manager	M237930	Undisclosed	2015-02-10	2099-12-31	1	40	5	124741
E170453	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	97188
E170582	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2015-02-10	2099-12-31	1	40	5	227339
E171174	DIV02	DEP032	444	JC_Expert	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	50841
E171346	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	88211
E171484	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	104355
E171799	DIV02	DEP032	444	JC_Expert	M252825	Undisclosed	2015-02-10	2099-12-31	1	40	5	253949
E171876	DIV05	DEP032	444	JC_Expert	M044139	Undisclosed	2015-02-10	2099-12-31	1	40	5	29756
E172142	DIV03	DEP032	461	JC_Associate	M237930	Undisclosed	2015-02-10	2099-12-31	1	40	5	112302
E172264	DIV02	DEP032	351	JC_Associate	M252825	Undisclosed	2015-03-12	2099-12-31	1	40	5	76523
E172992	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2015-03-12	2099-12-31	1	40	5	104557
E173823	DIV01	DEP032	453	JC_Expert	M144808	Undisclosed	2015-03-12	2099-12-31	1	40	5	53320
E174118	DIV03	DEP032	445	JC_Manager	M237930	Undisclosed	2015-03-12	2099-12-31	1	40	5	290122
E174234	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2015-03-12	2099-12-31	1	40	5	258353
E174349	DIV08	DEP032	301	JC_Associate	M236190	Undisclosed	2015-03-12	2099-12-31	1	40	5	68053
E174738	DIV09	DEP032	291	JC_Associate	M300121	Undisclosed	2015-03-12	2099-12-31	1	40	5	137145
E175474	DIV09	DEP032	452	JC_Senior specialist	M300121	Undisclosed	2015-03-12	2099-12-31	1	40	5	61477
E175727	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2015-03-12	2099-12-31	1	40	5	32476
E175772	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2015-03-12	2099-12-31	1	40	5	223618
E175844	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2015-03-12	2099-12-31	1	40	5	30418
E176402	DIV05	DEP032	452	JC_Senior specialist	M044139	Undisclosed	2015-03-12	2099-12-31	1	40	5	61264
E176434	DIV09	DEP032	454	JC_Manager	M300121	Undisclosed	2015-04-12	2099-12-31	1	40	5	85578
E176595	DIV04	DEP032	232	JC_Senior specialist	M019974	Undisclosed	2015-04-12	2099-12-31	1	40	5	56461
E176656	DIV05	DEP032	351	JC_Associate	M044139	Undisclosed	2015-04-12	2099-12-31	1	40	5	32168
E176950	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2015-04-12	2099-12-31	1	40	5	109926
E176967	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2015-04-12	2099-12-31	1	40	5	244745
E177087	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2015-04-12	2099-12-31	1	40	5	84789
E177150	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2015-04-12	2099-12-31	1	40	5	253676
E177407	DIV09	DEP032	452	JC_Senior specialist	M300121	Undisclosed	2015-04-12	2099-12-31	1	40	5	60770
E177417	DIV08	DEP032	443	JC_Senior specialist	M236190	Undisclosed	2015-04-12	2099-12-31	1	40	5	62489
E178093	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2016-01-27	2099-12-31	1	40	5	90524
E178419	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2016-01-27	2099-12-31	1	40	5	97463
E179068	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2016-01-27	2099-12-31	1	40	5	79124
E179247	DIV02	DEP032	253	JC_Senior specialist	M252825	Undisclosed	2016-01-27	2099-12-31	1	40	5	73053
E179474	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2016-01-27	2099-12-31	1	40	5	55440
E179716	DIV02	DEP032	301	JC_Associate	M252825	Undisclosed	2016-01-27	2099-12-31	1	40	5	77090
E179794	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2016-01-27	2099-12-31	1	40	5	226369
E181089	DIV03	DEP032	442	JC_Specialist	M237930	Undisclosed	2016-01-27	2099-12-31	1	40	5	236736
E181587	DIV02	DEP032	442	JC_Specialist	M252825	Undisclosed	2016-01-27	2099-12-31	1	40	5	270747
E181730	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2016-01-27	2099-12-31	1	40	5	55107
E181750	DIV02	DEP032	291	JC_Associate	M252825	Undisclosed	2016-03-12	2099-12-31	1	40	5	257462
E181819	DIV03	DEP032	461	JC_Associate	M237930	Undisclosed	2016-03-12	2099-12-31	1	40	5	87920
E182143	DIV02	DEP032	281	JC_Associate	M252825	Undisclosed	2016-03-12	2099-12-31	1	40	5	266537
E154352	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2016-03-12	2099-12-31	1	40	5	108482
E183409	DIV02	DEP032	232	JC_Senior specialist	M252825	Undisclosed	2016-03-12	2099-12-31	1	40	5	42180
E183432	DIV09	DEP032	452	JC_Senior specialist	M300121	Undisclosed	2016-03-12	2099-12-31	1	40	5	52388
E183578	DIV02	DEP032	442	JC_Specialist	M252825	Undisclosed	2016-03-12	2099-12-31	1	40	5	65718
E183769	DIV03	DEP032	453	JC_Expert	M237930	Undisclosed	2016-03-12	2099-12-31	1	40	5	103851
E183834	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2016-03-12	2099-12-31	1	40	5	126428
E184224	DIV05	DEP032	401	JC_Associate	M044139	Undisclosed	2016-03-12	2099-12-31	1	40	5	49617
E184393	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2016-03-12	2099-12-31	1	40	5	91187
E185479	DIV02	DEP032	281	JC_Associate	M252825	Undisclosed	2016-03-12	2099-12-31	1	40	5	109104
E185592	DIV03	DEP032	301	JC_Associate	M237930	Undisclosed	2016-03-12	2099-12-31	1	40	5	87395
E186062	DIV02	DEP032	291	JC_Associate	M252825	Undisclosed	2016-03-12	2099-12-31	1	40	5	16233
E186328	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2016-03-12	2099-12-31	1	40	5	104301
E186723	DIV05	DEP032	461	JC_Associate	M044139	Undisclosed	2016-03-12	2099-12-31	1	40	5	52336
E176619	DIV03	DEP032	322	JC_Senior specialist	M237930	Undisclosed	2016-03-12	2099-12-31	1	40	5	60344
E187657	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2017-01-07	2099-12-31	1	40	5	125487
E187850	DIV03	DEP032	252	JC_Specialist	M237930	Undisclosed	2017-01-07	2099-12-31	1	40	5	57610
E189392	DIV02	DEP032	351	JC_Associate	M252825	Undisclosed	2017-01-07	2099-12-31	1	40	5	90911
E182152	DIV03	DEP032	453	JC_Expert	M237930	Undisclosed	2017-01-07	2099-12-31	1	40	5	34477
E190397	DIV09	DEP032	433	JC_Senior specialist	M300121	Undisclosed	2017-01-07	2099-12-31	1	40	5	56286
E190859	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2017-01-07	2099-12-31	1	40	5	265478
E191451	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2017-01-07	2099-12-31	1	40	5	62714
E191550	DIV02	DEP032	461	JC_Associate	M252825	Undisclosed	2017-01-07	2099-12-31	1	40	5	82518
E192061	DIV09	DEP032	453	JC_Expert	M300121	Undisclosed	2017-01-07	2099-12-31	1	40	5	33366
E192143	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2017-01-07	2099-12-31	1	40	5	87704
E192365	DIV09	DEP032	402	JC_Specialist	M300121	Undisclosed	2017-01-07	2099-12-31	1	40	5	30429
E192810	DIV02	DEP032	402	JC_Specialist	M252825	Undisclosed	2017-01-07	2099-12-31	1	40	5	99827
E194393	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2017-01-07	2099-12-31	1	40	5	98705
E195425	DIV02	DEP032	444	JC_Expert	M252825	Undisclosed	2017-01-07	2099-12-31	1	40	5	33724
E196145	DIV06	DEP032	444	JC_Expert	M109659	Undisclosed	2017-01-07	2099-12-31	1	40	5	46240
E196160	DIV02	DEP032	454	JC_Manager	M252825	Undisclosed	2017-01-07	2099-12-31	1	40	5	35308
E197667	DIV02	DEP032	442	JC_Specialist	M252825	Undisclosed	2017-01-07	2099-12-31	1	40	5	70847
E198163	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2017-01-07	2099-12-31	1	40	5	89149
E199069	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2017-01-07	2099-12-31	1	40	5	60264
E199253	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2017-01-07	2099-12-31	1	40	5	114596
E199278	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2017-01-07	2099-12-31	1	40	5	70914
E199280	DIV02	DEP032	461	JC_Associate	M252825	Undisclosed	2017-01-07	2099-12-31	1	40	5	82088
E199520	DIV02	DEP032	361	JC_Associate	M252825	Undisclosed	2017-01-07	2099-12-31	1	40	5	75148
E199816	DIV03	DEP032	252	JC_Specialist	M237930	Undisclosed	2017-01-07	2099-12-31	1	40	5	109721
E200205	DIV02	DEP032	412	JC_Specialist	M252825	Undisclosed	2017-01-07	2099-12-31	1	40	5	59456
M200979	DIV04	DEP032	383	JC_Senior specialist	M200979	Undisclosed	2017-01-07	2099-12-31	1	40	5	100332
E201678	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2017-01-07	2099-12-31	1	40	5	133806
E201894	DIV02	DEP032	454	JC_Manager	M252825	Undisclosed	2017-01-07	2099-12-31	1	40	5	102688
E202614	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2017-01-07	2099-12-31	1	40	5	290804
E202677	DIV03	DEP032	461	JC_Associate	M237930	Undisclosed	2017-01-07	2099-12-31	1	40	5	31281
E203046	DIV02	DEP032	442	JC_Specialist	M252825	Undisclosed	2017-01-07	2099-12-31	1	40	5	57569
E203851	DIV05	DEP032	461	JC_Associate	M044139	Undisclosed	2017-01-07	2099-12-31	1	40	5	47609
E203971	DIV02	DEP032	461	JC_Associate	M252825	Undisclosed	2017-03-12	2099-12-31	1	40	5	92476
E204013	DIV02	DEP032	442	JC_Specialist	M252825	Undisclosed	2017-03-12	2099-12-31	1	40	5	78359
E204075	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2017-03-12	2099-12-31	1	40	5	230949
E205581	DIV02	DEP032	432	JC_Specialist	M252825	Undisclosed	2017-03-12	2099-12-31	1	40	5	51590
E206233	DIV03	DEP032	371	JC_Associate	M237930	Undisclosed	2017-03-12	2099-12-31	1	40	5	90450
E206397	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2017-03-12	2099-12-31	1	40	5	88343
E206853	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2017-03-12	2099-12-31	1	40	5	131081
E207258	DIV02	DEP032	454	JC_Manager	M252825	Undisclosed	2017-03-12	2099-12-31	1	40	5	30854
E207417	DIV02	DEP032	444	JC_Expert	M252825	Undisclosed	2017-03-12	2099-12-31	1	40	5	106066
E207798	DIV09	DEP032	452	JC_Senior specialist	M300121	Undisclosed	2017-03-12	2099-12-31	1	40	5	46200
E208048	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2017-03-12	2099-12-31	1	40	5	79775
E208227	DIV09	DEP032	292	JC_Specialist	M300121	Undisclosed	2017-03-12	2099-12-31	1	40	5	67127
E208256	DIV02	DEP032	442	JC_Specialist	M252825	Undisclosed	2017-03-12	2099-12-31	1	40	5	80215
E208268	DIV03	DEP032	442	JC_Specialist	M266882	Undisclosed	2019-01-12	2099-12-31	1	40	5	27466
E208295	DIV03	DEP032	402	JC_Specialist	M237930	Undisclosed	2019-01-12	2099-12-31	1	40	5	72767
E209014	DIV02	DEP032	461	JC_Associate	M252825	Undisclosed	2019-01-12	2099-12-31	1	40	5	109195
E209616	DIV03	DEP032	454	JC_Manager	M237930	Undisclosed	2019-01-12	2099-12-31	1	40	5	68642
E210022	DIV02	DEP032	444	JC_Expert	M252825	Undisclosed	2019-01-12	2099-12-31	1	40	5	78042
E210103	DIV03	DEP032	461	JC_Associate	M237930	Undisclosed	2019-01-12	2099-12-31	1	40	5	80983
E210346	DIV05	DEP032	361	JC_Associate	M044139	Undisclosed	2019-01-12	2099-12-31	1	40	5	48405
E210929	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2019-01-12	2099-12-31	1	40	5	60330
E211311	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2019-01-12	2099-12-31	1	40	5	290300
E212097	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2019-01-12	2099-12-31	1	40	5	29333
E212821	DIV09	DEP032	444	JC_Expert	M300121	Undisclosed	2019-01-12	2099-12-31	1	40	5	60527
E212964	DIV03	DEP032	301	JC_Associate	M237930	Undisclosed	2019-08-12	2099-12-31	1	40	5	229924
E213002	DIV09	DEP032	401	JC_Associate	M300121	Undisclosed	2019-03-12	2099-12-31	1	40	5	26584
E213244	DIV09	DEP032	441	JC_Associate	M300121	Undisclosed	2019-03-12	2099-12-31	1	40	5	92822
E213258	DIV07	DEP032	462	JC_Specialist	M154464	Undisclosed	2019-03-12	2099-12-31	1	40	5	49385
E201848	DIV03	DEP032	461	JC_Associate	M237930	Undisclosed	2019-03-12	2099-12-31	1	40	5	82112
E215007	DIV03	DEP032	433	JC_Senior specialist	M266882	Undisclosed	2019-03-12	2099-12-31	1	40	5	51872
E215326	DIV03	DEP032	500	JC_Senior Executive	M237930	Undisclosed	2019-03-12	2099-12-31	1	40	5	69340
E215816	DIV03	DEP032	442	JC_Specialist	M237930	Undisclosed	2019-03-12	2099-12-31	1	40	5	130828
E216138	DIV02	DEP032	432	JC_Specialist	M252825	Undisclosed	2019-03-12	2099-12-31	1	40	5	9973
E216433	DIV02	DEP032	443	JC_Senior specialist	M252825	Undisclosed	2019-03-12	2099-12-31	1	40	5	465996
E216531	DIV02	DEP032	331	JC_Specialist	M252825	Undisclosed	2019-02-12	2099-12-31	1	40	5	10158
E216566	DIV03	DEP032	453	JC_Expert	M237930	Undisclosed	2019-02-12	2099-12-31	1	40	5	208453
E217281	DIV02	DEP032	411	JC_Associate	M252825	Undisclosed	2019-02-12	2099-12-31	1	40	5	94715
E217309	DIV02	DEP032	454	JC_Manager	M252825	Undisclosed	2019-02-12	2099-12-31	1	40	5	58016
E217314	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2019-02-12	2099-12-31	1	40	5	239830
E217424	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2019-02-12	2099-12-31	1	40	5	303430
E218501	DIV02	DEP032	446	JC_Director	M252825	Undisclosed	2019-02-12	2099-12-31	1	40	5	77180
E219034	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2019-02-12	2099-12-31	1	40	5	103243
E219165	DIV05	DEP032	411	JC_Associate	M044139	Undisclosed	2019-04-12	2099-12-31	1	40	5	52357
E219409	DIV03	DEP032	454	JC_Manager	M266882	Undisclosed	2019-04-12	2099-12-31	1	40	5	11215
E220363	DIV04	DEP032	452	JC_Senior specialist	M096889	Undisclosed	2019-04-12	2099-12-31	1	40	5	93521
E220387	DIV03	DEP032	454	JC_Manager	M237930	Undisclosed	2019-04-12	2099-12-31	1	40	5	79838
E220834	DIV09	DEP032	431	JC_Associate	M300121	Undisclosed	2019-04-12	2099-12-31	1	40	5	48953
E221065	DIV09	DEP032	411	JC_Associate	M300121	Undisclosed	2019-04-12	2099-12-31	1	40	5	82954
M221184	DIV08	DEP032	241	JC_Senior specialist	M221184	Undisclosed	2019-03-12	2099-12-31	1	40	5	67548
E221389	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2019-08-12	2099-12-31	1	40	5	73482
E221596	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2019-08-12	2099-12-31	1	40	5	75186
E222257	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2019-08-12	2099-12-31	1	40	5	97920
E222333	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2019-08-12	2099-12-31	1	40	5	30481
E223157	DIV01	DEP032	453	JC_Expert	M144808	Undisclosed	2019-08-12	2099-12-31	1	40	5	214801
E223179	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2019-08-12	2099-12-31	1	40	5	47183
E223326	DIV09	DEP032	312	JC_Specialist	M300121	Undisclosed	2019-08-12	2099-12-31	1	40	5	67825
E300101	DIV03	DEP032	221	JC_Associate	M237930	Undisclosed	2019-02-10	2099-12-31	1	40	5	124228
E300102	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2021-01-10	2099-12-31	1	40	5	86945
E300103	DIV02	DEP032	442	JC_Specialist	M252825	Undisclosed	2021-02-10	2099-12-31	1	40	5	133427
E300104	DIV02	DEP032	444	JC_Expert	M252825	Undisclosed	2021-03-10	2099-12-31	1	40	5	76023
E300105	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2021-03-10	2099-12-31	1	40	5	107583
E300106	DIV03	DEP032	454	JC_Manager	M237930	Undisclosed	2021-03-10	2099-12-31	1	40	5	132946
E300107	DIV03	DEP032	213	JC_Senior specialist	M237930	Undisclosed	2021-03-10	2099-12-31	1	40	5	95633
E300108	DIV03	DEP032	431	JC_Associate	M237930	Undisclosed	2021-04-10	2099-12-31	1	40	5	106017
E300109	DIV02	DEP032	455	JC_Director	M252825	Undisclosed	2021-04-10	2099-12-31	1	40	5	101621
E300110	DIV02	DEP032	362	JC_Specialist	M252825	Undisclosed	2021-04-10	2099-12-31	1	40	5	106401
E300111	DIV03	DEP032	455	JC_Director	M237930	Undisclosed	2021-04-10	2099-12-31	1	40	5	98658
E300112	DIV03	DEP032	462	JC_Specialist	M237930	Undisclosed	2021-03-26	2099-12-31	1	40	5	24859
E300113	DIV03	DEP032	453	JC_Expert	M237930	Undisclosed	2021-04-19	2099-12-31	1	40	5	58759
E300114	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2021-04-19	2099-12-31	1	40	5	91985
E300115	DIV02	DEP032	443	JC_Senior specialist	M252825	Undisclosed	2021-02-20	2099-12-31	1	40	5	44728
E300116	DIV02	DEP032	454	JC_Manager	M252825	Undisclosed	2021-02-19	2099-12-31	1	40	5	33667
E300117	DIV09	DEP032	361	JC_Associate	M300121	Undisclosed	2021-01-16	2099-12-31	1	40	5	57586
E300118	DIV09	DEP032	442	JC_Specialist	M300121	Undisclosed	2018-05-03	2099-12-31	1	40	5	86858
E300119	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2021-03-10	2099-12-31	1	40	5	83709
E300120	DIV03	DEP032	252	JC_Specialist	M237930	Undisclosed	2021-03-26	2099-12-31	1	40	5	193345
M300121	DIV09	DEP032	281	JC_Expert	M300121	Undisclosed	2021-03-11	2099-12-31	1	40	5	93574
E300122	DIV03	DEP032	421	JC_Associate	M237930	Undisclosed	2021-03-18	2099-12-31	1	40	5	93655
E300123	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2021-04-28	2099-12-31	1	40	5	275716
E300124	DIV03	DEP032	450	JC_Associate	M237930	Undisclosed	2018-05-04	2099-12-31	1	40	5	96628
E300125	DIV03	DEP032	431	JC_Associate	M237930	Undisclosed	2021-04-03	2099-12-31	1	40	5	358057
E300126	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2021-01-16	2099-12-31	1	40	5	251369
E300127	DIV03	DEP032	454	JC_Manager	M237930	Undisclosed	2021-04-10	2099-12-31	1	40	5	44668
E300128	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2021-03-24	2099-12-31	1	40	5	229150
E300129	DIV09	DEP032	462	JC_Specialist	M300121	Undisclosed	2021-03-24	2099-12-31	1	40	5	47377
E300130	DIV03	DEP032	455	JC_Director	M237930	Undisclosed	2021-03-22	2099-12-31	1	40	5	393880
E300131	DIV09	DEP032	452	JC_Senior specialist	M300121	Undisclosed	2021-02-18	2099-12-31	1	40	5	53308
E300132	DIV03	DEP032	454	JC_Manager	M237930	Undisclosed	2018-05-04	2099-12-31	1	40	5	186663
E300133	DIV02	DEP032	434	JC_Expert	M252825	Undisclosed	2021-01-16	2099-12-31	1	40	5	355888
E300134	DIV03	DEP032	453	JC_Expert	M237930	Undisclosed	2021-03-27	2099-12-31	1	40	5	254158
E300135	DIV02	DEP032	251	JC_Associate	M252825	Undisclosed	2021-03-26	2099-12-31	1	40	5	351248
E038906	DIV03	DEP032	454	JC_Manager	M237930	Undisclosed	2020-03-02	2099-12-31	1	40	5	234554
E189955	DIV03	DEP032	454	JC_Manager	M237930	Undisclosed	2020-03-27	2099-12-31	1	40	5	124499
E190690	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2020-02-25	2099-12-31	1	40	5	403845
E200527	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2020-01-27	2099-12-31	1	40	5	106533
E068256	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2020-12-14	2099-12-31	1	40	5	83242
E214221	DIV03	DEP032	445	JC_Manager	M237930	Undisclosed	2020-06-12	2099-12-31	1	40	5	253719
E077964	DIV09	DEP032	452	JC_Senior specialist	M300121	Undisclosed	2020-03-27	2099-12-31	1	40	5	82008
E059597	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2020-01-27	2099-12-31	1	40	5	68232
E059905	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2020-01-12	2099-12-31	1	40	5	124818
E061008	DIV02	DEP032	454	JC_Manager	M252825	Undisclosed	2020-12-05	2099-12-31	1	40	5	106787
E061514	DIV03	DEP032	291	JC_Associate	M237930	Undisclosed	2020-01-31	2099-12-31	1	40	5	247091
E061957	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2020-01-10	2099-12-31	1	40	5	60287
E064326	DIV02	DEP032	433	JC_Senior specialist	M252825	Undisclosed	2020-10-07	2099-12-31	1	40	5	94187
E065319	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2020-11-28	2099-12-31	1	40	5	112754
E067667	DIV03	DEP032	281	JC_Associate	M237930	Undisclosed	2020-01-27	2099-12-31	1	40	5	42149
E069231	DIV03	DEP032	445	JC_Manager	M237930	Undisclosed	2020-05-27	2099-12-31	1	40	5	79989
E070933	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2020-01-07	2099-12-31	1	40	5	102092
E071573	DIV02	DEP032	422	JC_Specialist	M252825	Undisclosed	2020-02-16	2099-12-31	1	40	5	94803
E073784	DIV03	DEP032	402	JC_Specialist	M237930	Undisclosed	2020-01-20	2099-12-31	1	40	5	72208
E074283	DIV02	DEP032	401	JC_Associate	M252825	Undisclosed	2020-01-09	2099-12-31	1	40	5	239844
E075045	DIV03	DEP032	450	JC_Associate	M237930	Undisclosed	2020-01-14	2099-12-31	1	40	5	232178
E075312	DIV03	DEP032	454	JC_Manager	M237930	Undisclosed	2020-02-03	2099-12-31	1	40	5	221897
E077642	DIV03	DEP032	450	JC_Associate	M237930	Undisclosed	2020-01-27	2099-12-31	1	40	5	394038
E077693	DIV03	DEP032	292	JC_Specialist	M237930	Undisclosed	2020-01-18	2099-12-31	1	40	5	399393
E077971	DIV03	DEP032	251	JC_Associate	M237930	Undisclosed	2019-12-29	2099-12-31	1	40	5	111301
E079769	DIV02	DEP032	262	JC_Specialist	M252825	Undisclosed	2020-02-25	2099-12-31	1	40	5	197331
E080819	DIV06	DEP032	291	JC_Associate	M044771	Undisclosed	2020-01-12	2099-12-31	1	40	5	116864
E081225	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2020-01-08	2099-12-31	1	40	5	199093
E082123	DIV03	DEP032	454	JC_Manager	M237930	Undisclosed	2019-12-27	2099-12-31	1	40	5	228364
E083484	DIV04	DEP032	443	JC_Senior specialist	M096889	Undisclosed	2020-02-04	2099-12-31	1	40	5	78492
E086334	DIV03	DEP032	445	JC_Manager	M237930	Undisclosed	2020-01-19	2099-12-31	1	40	5	245912
E090736	DIV03	DEP032	402	JC_Specialist	M237930	Undisclosed	2020-02-02	2099-12-31	1	40	5	261306
E091007	DIV03	DEP032	422	JC_Specialist	M237930	Undisclosed	2020-02-09	2099-12-31	1	40	5	247743
E091644	DIV09	DEP032	452	JC_Senior specialist	M300121	Undisclosed	2020-12-08	2099-12-31	1	40	5	74932
E091765	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2020-01-08	2099-12-31	1	40	5	63017
E093889	DIV02	DEP032	443	JC_Senior specialist	M252825	Undisclosed	2020-04-30	2099-12-31	1	40	5	397667
E094666	DIV02	DEP032	432	JC_Specialist	M252825	Undisclosed	2020-11-27	2099-12-31	1	40	5	103332
E100470	DIV05	DEP032	432	JC_Specialist	M044139	Undisclosed	2020-03-04	2099-12-31	1	40	5	23467
E103209	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2020-01-07	2099-12-31	1	40	5	245034
E103882	DIV03	DEP032	454	JC_Manager	M237930	Undisclosed	2020-01-27	2099-12-31	1	40	5	267124
E104270	DIV03	DEP032	445	JC_Manager	M237930	Undisclosed	2020-01-28	2099-12-31	1	40	5	114801
E105163	DIV03	DEP032	454	JC_Manager	M237930	Undisclosed	2020-06-14	2099-12-31	1	40	5	258455
E105464	DIV05	DEP032	442	JC_Specialist	M044139	Undisclosed	2020-02-29	2099-12-31	1	40	5	28539
E110822	DIV03	DEP032	454	JC_Manager	M237930	Undisclosed	2020-01-27	2099-12-31	1	40	5	73424
E113245	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2020-02-02	2099-12-31	1	40	5	116440
E114033	DIV02	DEP032	454	JC_Manager	M252825	Undisclosed	2020-12-02	2099-12-31	1	40	5	96743
E116958	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2020-01-27	2099-12-31	1	40	5	83613
E117550	DIV03	DEP032	432	JC_Specialist	M237930	Undisclosed	2020-01-02	2099-12-31	1	40	5	290854
E118196	DIV03	DEP032	411	JC_Associate	M237930	Undisclosed	2020-07-02	2099-12-31	1	40	5	447403
E118393	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2020-01-01	2099-12-31	1	40	5	382537
E119790	DIV02	DEP032	443	JC_Senior specialist	M252825	Undisclosed	2020-05-03	2099-12-31	1	40	5	98375
E120076	DIV02	DEP032	444	JC_Expert	M252825	Undisclosed	2020-02-08	2099-12-31	1	40	5	112133
E120625	DIV03	DEP032	361	JC_Associate	M237930	Undisclosed	2020-01-17	2099-12-31	1	40	5	75484
E122828	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2020-01-28	2099-12-31	1	40	5	58099
E122861	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2020-02-25	2099-12-31	1	40	5	109384
E123464	DIV03	DEP032	442	JC_Specialist	M237930	Undisclosed	2020-02-25	2099-12-31	1	40	5	123963
E123614	DIV02	DEP032	450	JC_Associate	M252825	Undisclosed	2020-02-03	2099-12-31	1	40	5	89530
E123870	DIV01	DEP032	452	JC_Senior specialist	M144808	Undisclosed	2020-03-27	2099-12-31	1	40	5	77449
E123900	DIV02	DEP032	292	JC_Specialist	M252825	Undisclosed	2020-02-09	2099-12-31	1	40	5	93987
E124453	DIV03	DEP032	442	JC_Specialist	M237930	Undisclosed	2020-01-27	2099-12-31	1	40	5	123708
M124542	DIV06	DEP032	221	JC_Specialist	M124542	Undisclosed	2020-01-28	2099-12-31	1	40	5	91836
E124585	DIV04	DEP032	443	JC_Senior specialist	M019974	Undisclosed	2020-03-04	2099-12-31	1	40	5	52635
E124703	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2020-02-25	2099-12-31	1	40	5	100327
E124811	DIV03	DEP032	442	JC_Specialist	M266882	Undisclosed	2020-05-12	2099-12-31	1	40	5	65380
E124963	DIV04	DEP032	411	JC_Associate	M019974	Undisclosed	2020-03-27	2099-12-31	1	40	5	50928
E129555	DIV03	DEP032	445	JC_Manager	M237930	Undisclosed	2020-08-27	2099-12-31	1	40	5	80654
E129612	DIV03	DEP032	442	JC_Specialist	M237930	Undisclosed	2020-06-12	2099-12-31	1	40	5	87333
E136882	DIV09	DEP032	452	JC_Senior specialist	M300121	Undisclosed	2020-05-08	2099-12-31	1	40	5	74631
E139314	DIV02	DEP032	251	JC_Associate	M252825	Undisclosed	2020-10-07	2099-12-31	1	40	5	293666
E144990	DIV01	DEP032	452	JC_Senior specialist	M144808	Undisclosed	2020-10-07	2099-12-31	1	40	5	88004
E147379	DIV03	DEP032	251	JC_Associate	M237930	Undisclosed	2019-12-27	2099-12-31	1	40	5	125100
E147645	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2020-07-16	2099-12-31	1	40	5	268001
E148235	DIV02	DEP032	444	JC_Expert	M252825	Undisclosed	2020-04-30	2099-12-31	1	40	5	91387
E150199	DIV09	DEP032	450	JC_Associate	M300121	Undisclosed	2020-11-06	2099-12-31	1	40	5	100944
E154246	DIV02	DEP032	351	JC_Associate	M252825	Undisclosed	2020-09-16	2099-12-31	1	40	5	209863
E154573	DIV02	DEP032	450	JC_Associate	M252825	Undisclosed	2020-03-29	2099-12-31	1	40	5	116280
E154717	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2020-10-10	2099-12-31	1	40	5	98248
E156849	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2020-03-19	2099-12-31	1	40	5	65152
E157704	DIV05	DEP032	452	JC_Senior specialist	M044139	Undisclosed	2020-10-07	2099-12-31	1	40	5	55293
E162381	DIV03	DEP032	453	JC_Expert	M237930	Undisclosed	2020-09-03	2099-12-31	1	40	5	50769
E163528	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2020-10-09	2099-12-31	1	40	5	83804
E163841	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2020-02-25	2099-12-31	1	40	5	116603
E165113	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2020-06-19	2099-12-31	1	40	5	29901
E166370	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2020-06-26	2099-12-31	1	40	5	66544
E166587	DIV03	DEP032	432	JC_Specialist	M237930	Undisclosed	2020-09-26	2099-12-31	1	40	5	52748
E167007	DIV09	DEP032	383	JC_Senior specialist	M300121	Undisclosed	2020-10-09	2099-12-31	1	40	5	57092
E172608	DIV09	DEP032	453	JC_Expert	M300121	Undisclosed	2020-03-27	2099-12-31	1	40	5	70808
E175859	DIV09	DEP032	452	JC_Senior specialist	M300121	Undisclosed	2019-01-03	2099-12-31	1	40	5	61842
E176081	DIV03	DEP032	445	JC_Manager	M237930	Undisclosed	2020-08-27	2099-12-31	1	40	5	72254
E177531	DIV02	DEP032	442	JC_Specialist	M252825	Undisclosed	2020-03-27	2099-12-31	1	40	5	252584
E179528	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2020-09-27	2099-12-31	1	40	5	252840
E182506	DIV09	DEP032	361	JC_Associate	M300121	Undisclosed	2020-11-07	2099-12-31	1	40	5	60489
E183208	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2020-08-12	2099-12-31	1	40	5	47379
E185850	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2020-03-27	2099-12-31	1	40	5	394200
E186735	DIV03	DEP032	454	JC_Manager	M237930	Undisclosed	2020-07-05	2099-12-31	1	40	5	92194
E189114	DIV03	DEP032	450	JC_Associate	M237930	Undisclosed	2020-07-17	2099-12-31	1	40	5	78846
E189305	DIV03	DEP032	442	JC_Specialist	M237930	Undisclosed	2019-01-03	2099-12-31	1	40	5	239260
E300136	DIV05	DEP032	442	JC_Specialist	M044139	Undisclosed	2021-03-23	2099-12-31	1	40	5	31774
E193598	DIV05	DEP032	444	JC_Expert	M044139	Undisclosed	2020-09-03	2099-12-31	1	40	5	29665
E194191	DIV02	DEP032	450	JC_Associate	M252825	Undisclosed	2020-04-11	2099-12-31	1	40	5	370597
E194661	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2020-12-14	2099-12-31	1	40	5	221481
E196581	DIV02	DEP032	252	JC_Specialist	M252825	Undisclosed	2020-06-19	2099-12-31	1	40	5	253324
E207712	DIV02	DEP032	443	JC_Senior specialist	M252825	Undisclosed	2020-01-05	2099-12-31	1	40	5	70113
E212366	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2020-01-09	2099-12-31	1	40	5	129210
E213367	DIV02	DEP032	443	JC_Senior specialist	M252825	Undisclosed	2020-07-14	2099-12-31	1	40	5	6202
E215298	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2020-01-27	2099-12-31	1	40	5	91827
E215299	DIV02	DEP032	443	JC_Senior specialist	M252825	Undisclosed	2020-04-29	2099-12-31	1	40	5	49131
E216214	DIV03	DEP032	291	JC_Associate	M237930	Undisclosed	2020-08-12	2099-12-31	1	40	5	56950
E217543	DIV05	DEP032	443	JC_Senior specialist	M044139	Undisclosed	2020-06-26	2099-12-31	1	40	5	34966
E218589	DIV09	DEP032	445	JC_Manager	M300121	Undisclosed	2020-03-27	2099-12-31	1	40	5	33634
E218667	DIV03	DEP032	451	JC_Specialist	M237930	Undisclosed	2020-08-22	2099-12-31	1	40	5	94877
E225144	DIV02	DEP032	251	JC_Associate	M252825	Undisclosed	2020-10-28	2099-12-31	1	40	5	83288
E225935	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2020-07-27	2099-12-31	1	40	5	83361
E226382	DIV02	DEP032	252	JC_Specialist	M252825	Undisclosed	2020-06-14	2099-12-31	1	40	5	115571
E227427	DIV03	DEP032	252	JC_Specialist	M237930	Undisclosed	2020-07-27	2099-12-31	1	40	5	104003
E233287	DIV05	DEP032	311	JC_Associate	M044139	Undisclosed	2020-06-26	2099-12-31	1	40	5	45719
E233632	DIV03	DEP032	444	JC_Expert	M237930	Undisclosed	2020-07-18	2099-12-31	1	40	5	284360
E234438	DIV02	DEP032	461	JC_Associate	M252825	Undisclosed	2020-02-27	2099-12-31	1	40	5	280324
E234467	DIV02	DEP032	442	JC_Specialist	M252825	Undisclosed	2020-09-26	2099-12-31	1	40	5	245882
M236347	DIV08	DEP032	272	JC_Senior specialist	M236347	Undisclosed	2020-03-27	2099-12-31	1	40	5	81545
E239448	DIV02	DEP032	450	JC_Associate	M252825	Undisclosed	2020-09-26	2099-12-31	1	40	5	206914
E239976	DIV05	DEP032	455	JC_Director	M044139	Undisclosed	2020-07-30	2099-12-31	1	40	5	45104
E243526	DIV02	DEP032	431	JC_Associate	M252825	Undisclosed	2020-06-11	2099-12-31	1	40	5	58811
E243642	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2020-02-26	2099-12-31	1	40	5	68350
E247549	DIV02	DEP032	453	JC_Expert	M252825	Undisclosed	2020-01-15	2099-12-31	1	40	5	90099
E247581	DIV09	DEP032	452	JC_Senior specialist	M300121	Undisclosed	2020-05-01	2099-12-31	1	40	5	65633
E251031	DIV03	DEP032	454	JC_Manager	M237930	Undisclosed	2020-07-27	2099-12-31	1	40	5	40594
E257321	DIV02	DEP032	445	JC_Manager	M252825	Undisclosed	2020-09-04	2099-12-31	1	40	5	204522
E260052	DIV02	DEP032	432	JC_Specialist	M252825	Undisclosed	2020-10-27	2099-12-31	1	40	5	293260
E266317	DIV02	DEP032	443	JC_Senior specialist	M252825	Undisclosed	2020-03-28	2099-12-31	1	40	5	63781
E269226	DIV02	DEP032	292	JC_Specialist	M252825	Undisclosed	2020-07-29	2099-12-31	1	40	5	223767
E269472	DIV03	DEP032	461	JC_Associate	M237930	Undisclosed	2019-12-27	2099-12-31	1	40	5	240493
E270011	DIV02	DEP032	322	JC_Senior specialist	M252825	Undisclosed	2020-08-17	2099-12-31	1	40	5	26984
E273097	DIV09	DEP032	443	JC_Senior specialist	M300121	Undisclosed	2020-07-01	2099-12-31	1	40	5	71948
E275852	DIV02	DEP032	252	JC_Specialist	M252825	Undisclosed	2020-06-09	2099-12-31	1	40	5	279407
E292560	DIV02	DEP032	402	JC_Specialist	M252825	Undisclosed	2020-06-12	2099-12-31	1	40	5	105411
E294149	DIV02	DEP032	241	JC_Specialist	M252825	Undisclosed	2020-02-26	2099-12-31	1	40	5	72635
E294999	DIV02	DEP032	442	JC_Specialist	M252825	Undisclosed	2020-10-09	2099-12-31	1	40	5	134602
E295212	DIV03	DEP032	443	JC_Senior specialist	M237930	Undisclosed	2020-10-27	2099-12-31	1	40	5	65812
E298205	DIV07	DEP032	444	JC_Expert	M154464	Undisclosed	2020-04-01	2099-12-31	1	40	5	44857
E298613	DIV02	DEP032	442	JC_Specialist	M252825	Undisclosed	2020-01-16	2099-12-31	1	40	5	31168
E298774	DIV03	DEP032	215	JC_Manager	M237930	Undisclosed	2020-03-12	2099-12-31	1	40	5	31830
E299182	DIV02	DEP032	450	JC_Associate	M252825	Undisclosed	2020-02-16	2099-12-31	1	40	5	75234
E299238	DIV03	DEP032	252	JC_Specialist	M266882	Undisclosed	2020-03-27	2099-12-31	1	40	5	28987
E299276	DIV03	DEP032	452	JC_Senior specialist	M266882	Undisclosed	2020-05-06	2099-12-31	1	40	5	31785
E299305	DIV05	DEP032	601	JC_Executive	M044139	Undisclosed	2020-03-17	2099-12-31	1	40	5	71578
E299557	DIV02	DEP032	452	JC_Senior specialist	M252825	Undisclosed	2020-03-21	2099-12-31	1	40	5	240856
E300141	DIV02	DEP032	401	JC_Associate	M252825	Undisclosed	2021-05-03	2099-12-31	1	40	5	877594
E300142	DIV09	DEP032	455	JC_Director	M300121	Undisclosed	2021-05-02	2099-12-31	1	40	5	143132
E300143	DIV03	DEP032	434	JC_Expert	M237930	Undisclosed	2021-05-02	2099-12-31	1	40	5	432791
E300144	DIV05	DEP032	423	JC_Senior specialist	M044139	Undisclosed	2021-03-05	2099-12-31	1	40	5	94818
E300145	DIV03	DEP032	447	JC_Executive	M237930	Undisclosed	2021-03-18	2099-12-31	1	40	5	519575
E300146	DIV03	DEP032	452	JC_Senior specialist	M237930	Undisclosed	2021-02-17	2099-12-31	1	40	5	246974
E000119	DIV03	DEP032	461	JC_Associate	M237930	Volutary termination - Worklife balance	2013-12-28	2021-02-09	1	40	5	83357
E002659	DIV04	DEP032	443	JC_Senior specialist	M200979	Volutary termination - Worklife balance	2013-12-28	2020-08-03	1	40	5	59892
E005490	DIV09	DEP032	453	JC_Expert	M300121	Volutary termination - Worklife balance	2013-12-28	2019-10-31	1	40	5	66092
E006078	DIV09	DEP032	452	JC_Senior specialist	M300121	Volutary termination - Worklife balance	2013-12-28	2020-11-22	1	40	5	76212
E006328	DIV02	DEP032	452	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2013-12-28	2019-11-12	1	40	5	71812
E011537	DIV06	DEP032	445	JC_Manager	M042395	Volutary termination - Worklife balance	2013-12-28	2021-03-30	1	40	5	33102
E016011	DIV02	DEP032	452	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2013-12-28	2020-08-02	1	40	5	49779
E016751	DIV03	DEP032	452	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2013-12-28	2020-08-05	1	40	5	114532
E019024	DIV04	DEP032	252	JC_Specialist	M095280	Volutary termination - Worklife balance	2014-01-03	2020-06-22	1	40	5	86360
E019552	DIV03	DEP032	452	JC_Senior specialist	M266882	Volutary termination - Worklife balance	2014-01-03	2020-11-12	1	40	5	6986
E023704	DIV09	DEP032	444	JC_Expert	M300121	Volutary termination - Worklife balance	2014-01-03	2020-11-01	1	40	5	59436
E024178	DIV03	DEP032	252	JC_Specialist	M237930	Volutary termination - Worklife balance	2014-01-03	2020-03-28	1	40	5	69674
E026142	DIV03	DEP032	453	JC_Expert	M237930	Volutary termination - Worklife balance	2014-01-03	2020-08-17	1	40	5	107477
E027681	DIV03	DEP032	432	JC_Specialist	M237930	Volutary termination - Worklife balance	2014-02-10	2021-02-16	1	40	5	105423
E028037	DIV03	DEP032	444	JC_Expert	M237930	Volutary termination - Worklife balance	2014-02-10	2020-11-24	1	40	5	81532
E029680	DIV02	DEP032	461	JC_Associate	M252825	Volutary termination - Worklife balance	2014-02-10	2020-04-21	1	40	5	74493
E031705	DIV03	DEP032	452	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2014-02-10	2020-07-18	1	40	5	233729
E034330	DIV03	DEP032	452	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2018-01-03	2021-03-11	1	40	5	84861
E034524	DIV03	DEP032	443	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2018-01-03	2020-10-27	1	40	5	71146
E035912	DIV02	DEP032	444	JC_Expert	M252825	Volutary termination - Worklife balance	2018-01-03	2020-01-30	1	40	5	98407
E036468	DIV03	DEP032	453	JC_Expert	M237930	Volutary termination - Worklife balance	2018-01-03	2021-04-29	1	40	5	112192
M038623	DIV03	DEP032	447	JC_Executive	M237930	Volutary termination - Worklife balance	2018-01-03	2021-05-18	1	40	5	480609
E041406	DIV06	DEP032	445	JC_Manager	M044771	Volutary termination - Worklife balance	2018-01-03	2020-05-16	1	40	5	102357
E044486	DIV02	DEP032	444	JC_Expert	M252825	Volutary termination - Worklife balance	2018-02-03	2020-02-07	1	40	5	77758
E046110	DIV03	DEP032	443	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2018-02-03	2020-07-03	1	40	5	71170
E046332	DIV09	DEP032	452	JC_Senior specialist	M300121	Volutary termination - Worklife balance	2018-02-03	2020-01-05	1	40	5	54090
E047034	DIV03	DEP032	452	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2018-02-03	2020-04-22	1	40	5	60661
E048778	DIV02	DEP032	452	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2018-03-03	2020-05-27	1	40	5	113658
E050505	DIV03	DEP032	443	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2018-03-03	2020-08-05	1	40	5	105170
E050934	DIV02	DEP032	452	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2018-03-03	2021-02-10	1	40	5	288827
E051819	DIV02	DEP032	461	JC_Associate	M252825	Volutary termination - Worklife balance	2018-03-03	2021-07-12	1	40	5	92605
E052950	DIV09	DEP032	442	JC_Specialist	M300121	Volutary termination - Worklife balance	2018-03-03	2019-11-24	1	40	5	53490
E053122	DIV01	DEP032	454	JC_Manager	M144808	Volutary termination - Worklife balance	2018-03-03	2020-02-17	1	40	5	48807
E053377	DIV09	DEP032	452	JC_Senior specialist	M300121	Volutary termination - Worklife balance	2018-04-03	2020-02-22	1	40	5	74479
E057312	DIV02	DEP032	452	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2018-04-03	2020-08-11	1	40	5	62945
E062815	DIV03	DEP032	252	JC_Specialist	M237930	Volutary termination - Worklife balance	2018-06-03	2021-05-04	1	40	5	44666
E063341	DIV05	DEP032	291	JC_Associate	M044139	Volutary termination - Worklife balance	2018-09-03	2019-11-28	1	40	5	58565
E063477	DIV05	DEP032	292	JC_Specialist	M044139	Volutary termination - Worklife balance	2018-09-03	2021-02-09	1	40	5	28462
E064093	DIV09	DEP032	452	JC_Senior specialist	M300121	Volutary termination - Worklife balance	2018-09-03	2020-11-05	1	40	5	50005
E065639	DIV03	DEP032	442	JC_Specialist	M237930	Volutary termination - Worklife balance	2018-09-03	2020-07-24	1	40	5	85667
E066317	DIV02	DEP032	442	JC_Specialist	M252825	Volutary termination - Worklife balance	2018-09-03	2020-06-18	1	40	5	92140
E067775	DIV02	DEP032	232	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2018-09-03	2020-04-02	1	40	5	81024
E069921	DIV09	DEP032	444	JC_Expert	M300121	Volutary termination - Worklife balance	2018-02-03	2020-12-12	1	40	5	67075
E078864	DIV02	DEP023	452	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2018-01-03	2020-07-30	1	40	5	109220
E085128	DIV07	DEP023	452	JC_Senior specialist	M154464	Volutary termination - Worklife balance	2018-01-03	2020-06-30	1	40	5	90453
E086814	DIV03	DEP023	231	JC_Specialist	M237930	Volutary termination - Worklife balance	2018-01-03	2021-07-14	1	40	5	256639
E086842	DIV09	DEP023	341	JC_Associate	M300121	Volutary termination - Worklife balance	2014-02-10	2021-02-04	1	40	5	65964
E091401	DIV05	DEP023	443	JC_Senior specialist	M044139	Volutary termination - Worklife balance	2014-02-10	2021-03-16	1	40	5	77832
E092199	DIV03	DEP023	454	JC_Manager	M237930	Volutary termination - Worklife balance	2014-02-10	2021-02-09	1	40	5	234776
E092761	DIV02	DEP023	453	JC_Expert	M252825	Volutary termination - Worklife balance	2014-02-10	2020-03-31	1	40	5	28366
E093301	DIV03	DEP023	445	JC_Manager	M237930	Volutary termination - Worklife balance	2014-02-10	2020-04-03	1	40	5	255393
E097970	DIV03	DEP023	445	JC_Manager	M237930	Voluntary Termination - Early Retirement	2014-02-10	2021-01-16	1	40	5	73352
E098370	DIV02	DEP023	445	JC_Manager	M252825	Volutary termination - Worklife balance	2014-02-10	2020-12-19	1	40	5	382014
E109608	DIV02	DEP023	446	JC_Director	M252825	Volutary termination - Worklife balance	2014-02-10	2020-09-19	1	40	5	112143
E110343	DIV03	DEP023	404	JC_Expert	M237930	Volutary termination - Worklife balance	2014-02-10	2020-10-01	1	40	5	242698
E111519	DIV03	DEP023	452	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2014-02-10	2021-04-22	1	40	5	88401
E112411	DIV02	DEP023	453	JC_Expert	M252825	Volutary termination - Worklife balance	2014-02-10	2019-11-05	1	40	5	269182
E113149	DIV02	DEP023	454	JC_Manager	M252825	Volutary termination - Worklife balance	2014-02-10	2020-04-29	1	40	5	102927
E115051	DIV02	DEP023	446	JC_Director	M252825	Volutary termination - Worklife balance	2014-03-12	2020-06-02	1	40	5	98377
E116429	DIV09	DEP023	454	JC_Manager	M300121	Volutary termination - Worklife balance	2014-03-12	2020-02-24	1	40	5	88004
E116835	DIV04	DEP023	253	JC_Senior specialist	M095280	Volutary termination - Worklife balance	2014-03-12	2020-08-25	1	40	5	110622
E117401	DIV03	DEP023	445	JC_Manager	M237930	Volutary termination - Worklife balance	2014-03-12	2020-05-01	1	40	5	138457
E121776	DIV02	DEP023	322	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2014-03-12	2021-02-02	1	40	5	114384
E123101	DIV02	DEP023	261	JC_Associate	M252825	Volutary termination - Worklife balance	2014-03-12	2020-07-17	1	40	5	239800
E125656	DIV02	DEP023	253	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2014-03-12	2019-12-21	1	40	5	70028
E127272	DIV02	DEP023	453	JC_Expert	M252825	Volutary termination - Worklife balance	2014-03-12	2020-12-24	1	40	5	286253
E127525	DIV01	DEP023	454	JC_Manager	M144808	Volutary termination - Worklife balance	2014-03-12	2021-03-23	1	40	5	52988
E127957	DIV02	DEP023	404	JC_Expert	M252825	Volutary termination - Worklife balance	2014-03-12	2020-07-24	1	40	5	86547
E128680	DIV02	DEP023	446	JC_Director	M252825	Volutary termination - Worklife balance	2014-03-12	2020-10-12	1	40	5	267818
E129769	DIV02	DEP023	455	JC_Director	M252825	Volutary termination - Worklife balance	2014-03-12	2020-12-21	1	40	5	141609
E131164	DIV03	DEP023	454	JC_Manager	M237930	Volutary termination - Worklife balance	2014-03-12	2021-03-22	1	40	5	52094
E133961	DIV02	DEP023	461	JC_Associate	M252825	Volutary termination - Worklife balance	2014-03-12	2021-02-20	1	40	5	32587
E136107	DIV03	DEP023	453	JC_Expert	M237930	Volutary termination - Worklife balance	2014-03-12	2021-03-15	1	40	5	128989
E136234	DIV03	DEP023	462	JC_Specialist	M237930	Volutary termination - Worklife balance	2014-03-12	2020-07-24	1	40	5	263217
E136636	DIV03	DEP023	371	JC_Associate	M237930	Volutary termination - Worklife balance	2014-03-12	2021-07-11	1	40	5	123418
E138482	DIV03	DEP023	452	JC_Senior specialist	M266882	Volutary termination - Worklife balance	2014-03-12	2019-12-23	1	40	5	11409
E139048	DIV03	DEP023	452	JC_Senior specialist	M266882	Volutary termination - Worklife balance	2014-03-12	2021-01-03	1	40	5	49230
E140982	DIV09	DEP023	444	JC_Expert	M300121	Volutary termination - Worklife balance	2014-03-12	2020-12-24	1	40	5	61372
E141599	DIV03	DEP023	444	JC_Expert	M237930	Volutary termination - Worklife balance	2019-08-19	2021-02-10	1	40	5	107566
E142250	DIV02	DEP023	452	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2014-03-12	2021-02-18	1	40	5	28668
E143815	DIV03	DEP023	444	JC_Expert	M237930	Volutary termination - Worklife balance	2014-03-12	2021-05-23	1	40	5	8279
E143510	DIV03	DEP023	443	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2014-03-12	2021-03-31	1	40	5	34456
E144560	DIV03	DEP023	445	JC_Manager	M237930	Volutary termination - Worklife balance	2019-06-13	2021-06-09	1	40	5	59545
E144830	DIV03	DEP023	445	JC_Manager	M237930	Volutary termination - Worklife balance	2014-03-12	2021-02-18	1	40	5	102361
E143865	DIV03	DEP023	293	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2014-03-12	2021-07-12	1	40	5	14165
E146346	DIV03	DEP023	445	JC_Manager	M237930	Volutary termination - Worklife balance	2014-03-12	2021-02-18	1	40	5	229212
E147534	DIV02	DEP023	445	JC_Manager	M252825	Volutary termination - Worklife balance	2014-03-12	2019-12-22	1	40	5	310036
E149326	DIV02	DEP023	252	JC_Specialist	M252825	Voluntary Termination - Early Retirement	2014-03-12	2020-02-02	1	40	5	245053
E150686	DIV02	DEP023	445	JC_Manager	M252825	Volutary termination - Worklife balance	2014-03-12	2020-12-23	1	40	5	68341
E150707	DIV09	DEP023	442	JC_Specialist	M300121	Volutary termination - Worklife balance	2014-03-12	2020-06-09	1	40	5	59601
E150958	DIV02	DEP023	443	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2014-03-12	2021-03-29	1	40	5	82904
E151154	DIV02	DEP023	233	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2014-03-12	2021-01-13	1	40	5	73045
E153751	DIV02	DEP023	392	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2014-03-12	2020-05-25	1	40	5	228931
E154447	DIV03	DEP023	401	JC_Associate	M237930	Volutary termination - Worklife balance	2014-03-12	2021-04-21	1	40	5	271057
E157008	DIV02	DEP023	453	JC_Expert	M252825	Volutary termination - Worklife balance	2014-03-12	2021-02-25	1	40	5	215428
E157405	DIV02	DEP023	452	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2014-03-12	2020-07-17	1	40	5	378331
E158174	DIV03	DEP023	443	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2019-06-13	2020-12-24	1	40	5	242667
E159370	DIV02	DEP023	453	JC_Expert	M252825	Volutary termination - Worklife balance	2014-03-12	2020-06-23	1	40	5	201198
E159561	DIV03	DEP023	445	JC_Manager	M237930	Volutary termination - Worklife balance	2014-03-12	2021-07-07	1	40	5	108227
E160371	DIV02	DEP023	453	JC_Expert	M252825	Volutary termination - Worklife balance	2014-03-12	2020-01-13	1	40	5	61658
E161406	DIV02	DEP023	233	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2014-03-12	2020-05-05	1	40	5	62317
E161478	DIV03	DEP023	454	JC_Manager	M237930	Volutary termination - Worklife balance	2019-07-02	2021-04-21	1	40	5	110017
E163079	DIV02	DEP023	282	JC_Specialist	M252825	Volutary termination - Worklife balance	2014-03-12	2021-04-01	1	40	5	238695
E164312	DIV03	DEP023	321	JC_Specialist	M237930	Volutary termination - Worklife balance	2014-03-12	2020-07-16	1	40	5	80093
E167866	DIV03	DEP023	462	JC_Specialist	M237930	Volutary termination - Worklife balance	2014-03-12	2020-07-23	1	40	5	243768
E169287	DIV05	DEP023	452	JC_Senior specialist	M044139	Volutary termination - Worklife balance	2014-03-12	2021-01-05	1	40	5	30373
E169911	DIV09	DEP023	452	JC_Senior specialist	M300121	Volutary termination - Worklife balance	2014-03-12	2020-06-14	1	40	5	50628
E170772	DIV02	DEP023	445	JC_Manager	M252825	Volutary termination - Worklife balance	2014-04-12	2021-02-04	1	40	5	67079
E171741	DIV02	DEP023	445	JC_Manager	M252825	Voluntary Termination - Early Retirement	2014-03-12	2020-03-05	1	40	5	86042
E173409	DIV02	DEP023	444	JC_Expert	M252825	Volutary termination - Worklife balance	2014-03-12	2020-02-08	1	40	5	224521
E175290	DIV02	DEP023	412	JC_Specialist	M252825	Volutary termination - Worklife balance	2014-03-12	2020-10-23	1	40	5	51904
E178925	DIV02	DEP023	445	JC_Manager	M252825	Volutary termination - Worklife balance	2014-03-12	2021-03-31	1	40	5	78765
E180488	DIV03	DEP023	445	JC_Manager	M237930	Voluntary Termination - Early Retirement	2014-03-12	2021-06-09	1	40	5	47385
E185467	DIV02	DEP023	262	JC_Specialist	M252825	Volutary termination - Worklife balance	2014-03-12	2020-04-27	1	40	5	236885
E185611	DIV02	DEP023	252	JC_Specialist	M252825	Volutary termination - Worklife balance	2014-03-12	2020-12-23	1	40	5	339180
E186604	DIV03	DEP023	452	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2014-03-12	2021-06-06	1	40	5	61105
E188395	DIV02	DEP023	393	JC_Expert	M252825	Volutary termination - Worklife balance	2014-03-12	2020-07-05	1	40	5	95124
E189254	DIV02	DEP023	445	JC_Manager	M252825	Volutary termination - Worklife balance	2014-05-12	2020-07-16	1	40	5	84863
E190611	DIV03	DEP023	445	JC_Manager	M237930	Volutary termination - Worklife balance	2014-05-12	2021-07-02	1	40	5	124668
E192520	DIV02	DEP023	445	JC_Manager	M252825	Volutary termination - Worklife balance	2014-05-12	2021-01-25	1	40	5	114326
E192838	DIV02	DEP023	281	JC_Associate	M252825	Volutary termination - Worklife balance	2014-05-12	2019-10-30	1	40	5	31053
E193021	DIV00	DEP023	444	JC_Expert	M217443	Volutary termination - Worklife balance	2014-05-12	2020-03-22	1	40	5	848366
E198305	DIV09	DEP023	453	JC_Expert	M300121	Volutary termination - Worklife balance	2014-05-12	2021-02-04	1	40	5	46852
E198532	DIV02	DEP023	445	JC_Manager	M252825	Voluntary Termination - Early Retirement	2014-05-12	2020-01-04	1	40	5	42700
E198575	DIV03	DEP023	291	JC_Associate	M237930	Volutary termination - Worklife balance	2014-05-12	2021-04-07	1	40	5	84703
E198593	DIV09	DEP023	444	JC_Expert	M300121	Volutary termination - Worklife balance	2014-05-12	2020-10-24	1	40	5	67577
E200915	DIV03	DEP023	445	JC_Manager	M237930	Volutary termination - Worklife balance	2014-05-12	2020-12-21	1	40	5	72272
E189864	DIV03	DEP023	445	JC_Manager	M237930	Voluntary Termination - Early Retirement	2014-05-12	2020-04-21	1	40	5	91896
E201940	DIV03	DEP023	412	JC_Specialist	M237930	Volutary termination - Worklife balance	2014-05-12	2021-03-17	1	40	5	254551
E202693	DIV03	DEP023	392	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2019-07-06	2021-04-21	1	40	5	216030
E204708	DIV02	DEP023	445	JC_Manager	M252825	Volutary termination - Worklife balance	2014-05-12	2020-07-17	1	40	5	59728
E204939	DIV07	DEP023	452	JC_Senior specialist	M154464	Volutary termination - Worklife balance	2014-05-12	2021-01-13	1	40	5	99628
E205422	DIV09	DEP023	452	JC_Senior specialist	M300121	Volutary termination - Worklife balance	2014-05-12	2019-12-25	1	40	5	57692
E206993	DIV03	DEP023	453	JC_Expert	M237930	Volutary termination - Worklife balance	2014-05-12	2021-05-06	1	40	5	367780
E211797	DIV02	DEP023	444	JC_Expert	M252825	Volutary termination - Worklife balance	2014-05-12	2021-01-07	1	40	5	61206
E213384	DIV02	DEP023	351	JC_Associate	M252825	Volutary termination - Worklife balance	2014-05-12	2021-01-13	1	40	5	61750
E214722	DIV03	DEP023	453	JC_Expert	M237930	Volutary termination - Worklife balance	2014-05-12	2021-06-01	1	40	5	93248
E217437	DIV03	DEP023	301	JC_Associate	M237930	Volutary termination - Worklife balance	2014-05-12	2021-01-20	1	40	5	89845
E218031	DIV02	DEP023	453	JC_Expert	M252825	Volutary termination - Worklife balance	2014-03-12	2021-02-07	1	40	5	55586
E219487	DIV03	DEP023	452	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2014-03-12	2021-06-02	1	40	5	52024
E210226	DIV03	DEP023	445	JC_Manager	M237930	Involuntary Elimination of Position	2014-03-12	2021-04-21	1	40	5	89847
E224149	DIV00	DEP023	452	JC_Senior specialist	M217443	Volutary termination - Worklife balance	2014-03-12	2020-06-02	1	40	5	456748
E224230	DIV09	DEP023	452	JC_Senior specialist	M300121	Volutary termination - Worklife balance	2014-03-12	2020-11-24	1	40	5	68240
E226568	DIV09	DEP023	454	JC_Manager	M300121	Volutary termination - Worklife balance	2014-03-12	2019-12-26	1	40	5	34535
E227230	DIV03	DEP023	232	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2014-03-12	2021-02-19	1	40	5	71151
E227956	DIV02	DEP023	452	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2014-03-12	2019-12-09	1	40	5	358729
E227968	DIV02	DEP023	351	JC_Associate	M252825	Volutary termination - Worklife balance	2014-03-12	2020-02-08	1	40	5	392689
E228380	DIV03	DEP023	444	JC_Expert	M237930	Volutary termination - Worklife balance	2019-08-05	2021-05-04	1	40	5	267139
E228562	DIV03	DEP023	282	JC_Specialist	M237930	Volutary termination - Worklife balance	2014-03-12	2020-04-14	1	40	5	46581
E229713	DIV03	DEP023	452	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2014-06-12	2021-05-10	1	40	5	214697
E230193	DIV03	DEP023	452	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2014-06-12	2021-06-05	1	40	5	415680
E233470	DIV02	DEP023	452	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2014-06-12	2021-01-05	1	40	5	368375
E233710	DIV02	DEP023	452	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2014-06-12	2021-03-22	1	40	5	107991
E234449	DIV02	DEP023	452	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2014-06-12	2021-02-03	1	40	5	351310
E234524	DIV02	DEP023	443	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2014-06-12	2020-02-15	1	40	5	383876
E235176	DIV03	DEP023	442	JC_Specialist	M237930	Volutary termination - Worklife balance	2014-06-12	2021-03-18	1	40	5	219774
E235522	DIV03	DEP023	445	JC_Manager	M237930	Volutary termination - Worklife balance	2014-06-12	2021-04-28	1	40	5	231145
E235879	DIV09	DEP023	452	JC_Senior specialist	M300121	Volutary termination - Worklife balance	2014-06-12	2020-06-02	1	40	5	64020
E235940	DIV02	DEP023	446	JC_Director	M252825	Volutary termination - Worklife balance	2014-06-12	2019-12-23	1	40	5	360860
E236035	DIV03	DEP023	446	JC_Director	M237930	Volutary termination - Worklife balance	2014-06-12	2021-06-04	1	40	5	238660
E237526	DIV02	DEP023	253	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2014-06-12	2020-12-27	1	40	5	333241
E237608	DIV03	DEP023	445	JC_Manager	M237930	Volutary termination - Worklife balance	2014-06-12	2020-12-15	1	40	5	194429
E237887	DIV09	DEP023	301	JC_Associate	M300121	Volutary termination - Worklife balance	2014-06-12	2020-01-20	1	40	5	85238
E239039	DIV03	DEP023	452	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2014-06-12	2020-09-29	1	40	5	89794
E240919	DIV03	DEP023	442	JC_Specialist	M237930	Volutary termination - Worklife balance	2014-12-28	2021-01-20	1	40	5	180033
E241171	DIV03	DEP023	281	JC_Associate	M237930	Volutary termination - Worklife balance	2014-12-28	2021-06-28	1	40	5	235691
E242320	DIV03	DEP023	442	JC_Specialist	M237930	Volutary termination - Worklife balance	2014-12-28	2021-07-11	1	40	5	234085
E245107	DIV03	DEP023	301	JC_Associate	M237930	Volutary termination - Worklife balance	2014-12-28	2020-07-01	1	40	5	24062
E245676	DIV03	DEP023	452	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2014-12-28	2021-05-09	1	40	5	249472
E246514	DIV02	DEP023	452	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2014-12-28	2021-04-28	1	40	5	35799
E246906	DIV03	DEP023	282	JC_Specialist	M237930	Volutary termination - Worklife balance	2014-12-28	2020-05-01	1	40	5	258205
E247955	DIV03	DEP023	221	JC_Associate	M237930	Volutary termination - Worklife balance	2014-12-28	2021-02-17	1	40	5	237925
E248562	DIV03	DEP023	261	JC_Associate	M237930	Volutary termination - Worklife balance	2014-12-28	2021-04-01	1	40	5	92991
E249035	DIV03	DEP023	453	JC_Expert	M237930	Volutary termination - Worklife balance	2014-12-28	2021-06-15	1	40	5	88885
E250629	DIV02	DEP023	402	JC_Specialist	M252825	Volutary termination - Worklife balance	2014-12-28	2021-04-24	1	40	5	93330
E251594	DIV02	DEP023	443	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2014-12-28	2020-11-15	1	40	5	267062
E252779	DIV03	DEP023	452	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2014-12-28	2021-04-25	1	40	5	98422
E253462	DIV03	DEP023	452	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2014-12-28	2021-06-22	1	40	5	275517
E254276	DIV05	DEP023	445	JC_Manager	M044139	Volutary termination - Worklife balance	2014-12-28	2021-04-25	1	40	5	65353
E255514	DIV02	DEP023	412	JC_Specialist	M252825	Involuntary Elimination of Position	2014-12-28	2021-01-14	1	40	5	266031
E256790	DIV02	DEP023	461	JC_Associate	M252825	Volutary termination - Worklife balance	2014-12-28	2021-07-10	1	40	5	103540
E257278	DIV03	DEP023	452	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2014-12-28	2021-07-13	1	40	5	275573
E259242	DIV09	DEP023	444	JC_Expert	M300121	Volutary termination - Worklife balance	2014-12-28	2019-10-14	1	40	5	74126
E260827	DIV02	DEP023	442	JC_Specialist	M252825	Volutary termination - Worklife balance	2014-12-28	2020-01-12	1	40	5	272017
E263214	DIV03	DEP023	461	JC_Associate	M237930	Volutary termination - Worklife balance	2014-12-28	2021-03-09	1	40	5	91850
E263309	DIV02	DEP023	452	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2014-12-28	2019-11-16	1	40	5	445601
E263786	DIV02	DEP023	444	JC_Expert	M252825	Volutary termination - Worklife balance	2014-12-28	2021-05-25	1	40	5	402392
E264861	DIV03	DEP023	462	JC_Specialist	M237930	Involuntary Elimination of Position	2014-12-28	2021-06-13	1	40	5	125499
E263060	DIV03	DEP023	453	JC_Expert	M237930	Volutary termination - Worklife balance	2015-02-10	2021-01-20	1	40	5	82820
E266863	DIV03	DEP023	411	JC_Associate	M237930	Voluntary Termination - Compensation	2015-02-10	2020-07-17	1	40	5	102582
E267173	DIV02	DEP023	444	JC_Expert	M252825	Volutary termination - Worklife balance	2015-12-27	2021-01-19	1	40	5	87616
E268289	DIV09	DEP023	452	JC_Senior specialist	M300121	Volutary termination - Worklife balance	2015-12-27	2020-12-10	1	40	5	50951
E269256	DIV02	DEP023	452	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2015-12-27	2021-07-09	1	40	5	392100
E269680	DIV02	DEP023	452	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2015-12-27	2021-02-06	1	40	5	398791
E269686	DIV09	DEP023	454	JC_Manager	M300121	Volutary termination - Worklife balance	2015-12-27	2020-02-16	1	40	5	98427
E270365	DIV03	DEP023	253	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2015-12-27	2021-02-18	1	40	5	77460
E274735	DIV01	DEP023	444	JC_Expert	M144808	Volutary termination - Worklife balance	2015-12-27	2021-04-13	1	40	5	125097
E267994	DIV03	DEP023	452	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2019-07-29	2021-05-17	1	40	5	101419
E275953	DIV09	DEP023	453	JC_Expert	M300121	Volutary termination - Worklife balance	2015-12-27	2020-02-03	1	40	5	53534
E276110	DIV03	DEP023	452	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2015-12-27	2020-03-31	1	40	5	46136
E277055	DIV03	DEP023	213	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2016-01-27	2021-07-04	1	40	5	125659
E278377	DIV03	DEP023	455	JC_Director	M237930	Volutary termination - Worklife balance	2016-01-27	2021-06-05	1	40	5	126848
E280626	DIV03	DEP023	361	JC_Associate	M237930	Volutary termination - Worklife balance	2016-01-27	2020-12-22	1	40	5	259292
E281773	DIV03	DEP023	443	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2016-01-27	2021-03-31	1	40	5	198548
E282394	DIV03	DEP023	421	JC_Associate	M237930	Volutary termination - Worklife balance	2019-07-29	2021-02-17	1	40	5	54469
E283347	DIV03	DEP023	450	JC_Associate	M237930	Volutary termination - Worklife balance	2016-05-27	2021-04-27	1	40	5	132451
E285010	DIV03	DEP023	442	JC_Specialist	M237930	Volutary termination - Worklife balance	2016-05-27	2021-05-09	1	40	5	58223
E285019	DIV09	DEP023	462	JC_Specialist	M300121	Volutary termination - Worklife balance	2016-05-27	2020-11-02	1	40	5	85282
E286052	DIV02	DEP023	252	JC_Specialist	M252825	Volutary termination - Worklife balance	2016-05-27	2020-03-23	1	40	5	95709
E288088	DIV09	DEP023	452	JC_Senior specialist	M300121	Volutary termination - Worklife balance	2016-05-27	2020-09-09	1	40	5	116566
E289080	DIV02	DEP023	452	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2016-01-27	2020-06-25	1	40	5	82929
E289304	DIV02	DEP023	433	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2016-03-27	2021-04-20	1	40	5	96230
E274956	DIV03	DEP023	402	JC_Specialist	M237930	Volutary termination - Worklife balance	2016-03-27	2020-09-02	1	40	5	41213
E291730	DIV05	DEP023	422	JC_Specialist	M044139	Volutary termination - Worklife balance	2016-03-27	2019-10-30	1	40	5	68475
E292366	DIV02	DEP023	401	JC_Associate	M252825	Volutary termination - Worklife balance	2016-03-27	2020-07-10	1	40	5	306144
E292860	DIV03	DEP023	450	JC_Associate	M237930	Volutary termination - Worklife balance	2016-03-27	2021-06-15	1	40	5	153244
E293489	DIV03	DEP023	251	JC_Associate	M237930	Volutary termination - Worklife balance	2016-01-27	2021-06-16	1	40	5	148665
E293618	DIV02	DEP023	262	JC_Specialist	M252825	Volutary termination - Worklife balance	2019-06-26	2021-01-21	1	40	5	94006
E295915	DIV03	DEP023	443	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2017-04-26	2021-05-02	1	40	5	84347
E296088	DIV09	DEP023	402	JC_Specialist	M300121	Volutary termination - Worklife balance	2017-04-26	2020-03-31	1	40	5	85204
E289513	DIV03	DEP023	454	JC_Manager	M237930	Volutary termination - Worklife balance	2017-01-07	2020-11-18	1	40	5	92885
E299670	DIV05	DEP023	432	JC_Specialist	M044139	Voluntary Termination - Compensation	2014-10-06	2014-12-05	1	40	5	31112
E299671	DIV02	DEP023	411	JC_Associate	M252825	Voluntary Termination - Personal Reason	2014-10-07	2014-12-06	1	40	5	109737
E299672	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Compensation	2014-10-08	2014-12-07	1	40	5	86534
E299673	DIV03	DEP023	443	JC_Senior specialist	M237930	Voluntary Termination - Compensation	2014-10-09	2014-12-08	1	40	5	113096
E299674	DIV03	DEP023	444	JC_Expert	M266882	Voluntary Termination - Compensation	2014-10-10	2014-12-09	1	40	5	26541
E299675	DIV04	DEP023	361	JC_Associate	M096889	Voluntary Termination - Personal Reason	2014-10-11	2014-12-10	1	40	5	53790
E299676	DIV09	DEP023	443	JC_Senior specialist	M300121	Voluntary Termination - Compensation	2014-10-12	2014-12-11	1	40	5	69848
E299677	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Personal Reason	2014-10-13	2014-12-12	1	40	5	80736
E299678	DIV02	DEP023	442	JC_Specialist	M252825	Voluntary Termination - Compensation	2014-10-14	2014-12-13	1	40	5	95079
E299679	DIV02	DEP023	455	JC_Director	M252825	Voluntary Termination - Personal Reason	2014-10-15	2014-12-14	1	40	5	73408
E299680	DIV03	DEP023	450	JC_Associate	M266882	Voluntary Termination - Compensation	2014-10-16	2014-12-15	1	40	5	40250
E299681	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Personal Reason	2014-10-17	2014-12-16	1	40	5	31949
E299682	DIV09	DEP023	292	JC_Specialist	M300121	Voluntary Termination - Compensation	2014-10-18	2014-12-17	1	40	5	93901
E299683	DIV02	DEP023	444	JC_Expert	M252825	Voluntary Termination - Personal Reason	2014-10-19	2014-12-18	1	40	5	112139
E299684	DIV04	DEP023	453	JC_Expert	M200979	Voluntary Termination - Personal Reason	2014-10-20	2014-12-19	1	40	5	81865
E299685	DIV02	DEP023	443	JC_Senior specialist	M252825	Voluntary Termination - Compensation	2014-10-21	2014-12-20	1	40	5	80831
E299686	DIV09	DEP023	452	JC_Senior specialist	M300121	Voluntary Termination - Compensation	2014-10-22	2014-12-21	1	40	5	66351
E299687	DIV03	DEP023	443	JC_Senior specialist	M266882	Voluntary Termination - Compensation	2014-10-23	2014-12-22	1	40	5	31452
E299688	DIV03	DEP023	445	JC_Manager	M237930	Voluntary Termination - Personal Reason	2014-10-24	2014-12-23	1	40	5	154274
E299689	DIV08	DEP023	452	JC_Senior specialist	M293226	Voluntary Termination - Personal Reason	2014-10-25	2014-12-24	1	40	5	87525
E299690	DIV02	DEP023	444	JC_Expert	M252825	Voluntary Termination - Personal Reason	2014-10-26	2014-12-25	1	40	5	26982
E299691	DIV03	DEP023	411	JC_Associate	M237930	Voluntary Termination - Compensation	2014-10-27	2014-12-26	1	40	5	103561
E299692	DIV02	DEP023	433	JC_Senior specialist	M252825	Voluntary Termination - Compensation	2014-10-28	2014-12-27	1	40	5	101727
E299693	DIV02	DEP023	446	JC_Director	M252825	Voluntary Termination - Personal Reason	2014-10-29	2014-12-28	1	40	5	112846
E299694	DIV03	DEP023	445	JC_Manager	M237930	Voluntary Termination - Compensation	2014-10-30	2014-12-29	1	40	5	60233
E299695	DIV02	DEP023	442	JC_Specialist	M252825	Voluntary Termination - Personal Reason	2014-10-31	2014-12-30	1	40	5	111830
E299696	DIV08	DEP023	452	JC_Senior specialist	M293226	Voluntary Termination - Personal Reason	2014-11-01	2014-12-31	1	40	5	44418
E299697	DIV03	DEP023	251	JC_Associate	M237930	Voluntary Termination - Compensation	2014-11-02	2015-01-01	1	40	5	52899
E299698	DIV03	DEP023	452	JC_Senior specialist	M237930	Voluntary Termination - Compensation	2014-11-03	2015-01-02	1	40	5	70384
E299699	DIV06	DEP023	251	JC_Associate	M044771	Voluntary Termination - Compensation	2014-11-04	2015-01-03	1	40	5	84719
E299700	DIV06	DEP023	445	JC_Manager	M109659	Voluntary Termination - Personal Reason	2014-11-05	2015-01-04	1	40	5	26782
E299701	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Personal Reason	2014-11-06	2015-01-05	1	40	5	90661
E299702	DIV04	DEP023	361	JC_Associate	M095280	Voluntary Termination - Compensation	2014-11-07	2015-01-06	1	40	5	59738
E299703	DIV03	DEP023	455	JC_Director	M237930	Voluntary Termination - Compensation	2014-11-08	2015-01-07	1	40	5	79253
E299704	DIV09	DEP023	444	JC_Expert	M300121	Voluntary Termination - Compensation	2014-11-09	2015-01-08	1	40	5	74174
E299705	DIV08	DEP023	454	JC_Manager	M293226	Voluntary Termination - Personal Reason	2014-11-10	2015-01-09	1	40	5	53449
E299706	DIV03	DEP023	450	JC_Associate	M237930	Voluntary Termination - Compensation	2014-11-11	2015-01-10	1	40	5	262608
E299707	DIV09	DEP023	351	JC_Associate	M300121	Voluntary Termination - Personal Reason	2014-11-12	2015-01-11	1	40	5	113433
E299708	DIV03	DEP023	450	JC_Associate	M266882	Voluntary Termination - Personal Reason	2014-11-13	2015-01-12	1	40	5	30722
E299709	DIV02	DEP023	446	JC_Director	M252825	Voluntary Termination - Personal Reason	2014-11-14	2015-01-13	1	40	5	113387
E299710	DIV08	DEP023	454	JC_Manager	M293226	Voluntary Termination - Personal Reason	2014-11-15	2015-01-14	1	40	5	50271
E299711	DIV03	DEP023	452	JC_Senior specialist	M237930	Voluntary Termination - Personal Reason	2014-11-16	2015-01-15	1	40	5	281521
E299712	DIV02	DEP023	443	JC_Senior specialist	M252825	Voluntary Termination - Personal Reason	2014-11-17	2015-01-16	1	40	5	105144
E299713	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Personal Reason	2014-11-18	2015-01-17	1	40	5	76342
E299714	DIV09	DEP023	453	JC_Expert	M300121	Voluntary Termination - Personal Reason	2014-11-19	2015-01-18	1	40	5	81951
E299715	DIV03	DEP023	452	JC_Senior specialist	M237930	Voluntary Termination - Personal Reason	2014-11-20	2015-01-19	1	40	5	113944
E299716	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Personal Reason	2014-11-21	2015-01-20	1	40	5	77514
E299717	DIV03	DEP023	452	JC_Senior specialist	M237930	Voluntary Termination - Personal Reason	2014-11-22	2015-01-21	1	40	5	120571
E299718	DIV03	DEP023	444	JC_Expert	M237930	Voluntary Termination - Personal Reason	2014-11-23	2015-01-22	1	40	5	84852
E299719	DIV03	DEP023	432	JC_Specialist	M237930	Voluntary Termination - Personal Reason	2014-11-24	2015-01-23	1	40	5	268729
E299720	DIV05	DEP023	444	JC_Expert	M044139	Voluntary Termination - Personal Reason	2014-11-25	2015-01-24	1	40	5	75459
E299721	DIV03	DEP023	383	JC_Senior specialist	M237930	Voluntary Termination - Personal Reason	2014-11-26	2015-01-25	1	40	5	250172
E299722	DIV03	DEP023	453	JC_Expert	M237930	Voluntary Termination - Personal Reason	2014-11-27	2015-01-26	1	40	5	205097
E299723	DIV03	DEP023	444	JC_Expert	M237930	Voluntary Termination - Compensation	2014-11-28	2015-01-27	1	40	5	85749
E299724	DIV04	DEP023	452	JC_Senior specialist	M095280	Voluntary Termination - Compensation	2014-11-29	2015-01-28	1	40	5	73529
E299725	DIV03	DEP023	445	JC_Manager	M237930	Voluntary Termination - Compensation	2014-11-30	2015-01-29	1	40	5	250641
E299726	DIV06	DEP023	442	JC_Specialist	M044771	Involuntary Elimination of Position	2014-12-01	2015-01-30	1	40	5	93589
E299727	DIV06	DEP023	452	JC_Senior specialist	M044771	Involuntary Elimination of Position	2014-12-02	2015-01-31	1	40	5	98574
E299728	DIV09	DEP023	361	JC_Associate	M300121	Involuntary Elimination of Position	2014-12-03	2015-02-01	1	40	5	48416
E299729	DIV02	DEP023	453	JC_Expert	M252825	Voluntary Termination - Personal Reason	2014-12-04	2015-02-02	1	40	5	109655
E299730	DIV08	DEP023	452	JC_Senior specialist	M236347	Involuntary Elimination of Position	2014-12-05	2015-02-03	1	40	5	77893
E299731	DIV03	DEP023	454	JC_Manager	M237930	Involuntary Elimination of Position	2014-12-06	2015-02-04	1	40	5	74140
E299732	DIV03	DEP023	450	JC_Associate	M237930	Involuntary Elimination of Position	2014-01-03	2015-10-22	1	40	5	239045
E299733	DIV02	DEP023	442	JC_Specialist	M252825	Voluntary Termination - Personal Reason	2014-01-03	2015-10-23	1	40	5	114860
E299734	DIV04	DEP023	442	JC_Specialist	M095280	Voluntary Termination - Career Development	2014-01-03	2015-10-24	1	40	5	82877
E299735	DIV02	DEP023	444	JC_Expert	M252825	Voluntary Termination - Compensation	2014-01-03	2015-10-25	1	40	5	254709
E299736	DIV02	DEP023	451	JC_Specialist	M252825	Voluntary Termination - Career Development	2014-01-03	2015-10-26	1	40	5	70554
E299737	DIV02	DEP023	450	JC_Associate	M252825	Voluntary Termination - Career Development	2014-01-03	2015-10-27	1	40	5	81753
E299738	DIV04	DEP023	453	JC_Expert	M096889	Voluntary Termination - Career Development	2014-01-03	2015-10-28	1	40	5	60398
E299739	DIV09	DEP023	432	JC_Specialist	M300121	Voluntary Termination - Career Development	2014-01-03	2015-10-29	1	40	5	77400
E299740	DIV03	DEP023	252	JC_Specialist	M266882	Voluntary Termination - Career Development	2014-01-03	2015-10-30	1	40	5	44452
E299741	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-01-03	2015-10-31	1	40	5	61568
E299742	DIV09	DEP023	402	JC_Specialist	M300121	Voluntary Termination - Career Development	2014-01-03	2015-11-01	1	40	5	83467
E299743	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-01-03	2015-11-02	1	40	5	82959
E299744	DIV03	DEP023	461	JC_Associate	M237930	Voluntary Termination - Compensation	2014-01-03	2015-11-03	1	40	5	244497
E299745	DIV05	DEP023	443	JC_Senior specialist	M044139	Voluntary Termination - Compensation	2014-01-03	2015-11-04	1	40	5	65632
E299746	DIV03	DEP023	453	JC_Expert	M237930	Voluntary Termination - Compensation	2014-01-03	2015-11-05	1	40	5	109396
E299747	DIV09	DEP023	453	JC_Expert	M300121	Voluntary Termination - Career Development	2014-01-03	2015-11-06	1	40	5	80273
E299748	DIV02	DEP023	443	JC_Senior specialist	M252825	Voluntary Termination - Personal Reason	2014-01-03	2015-11-07	1	40	5	70498
E299749	DIV03	DEP023	452	JC_Senior specialist	M237930	Voluntary Termination - Career Development	2014-01-03	2015-11-08	1	40	5	214728
E299750	DIV03	DEP023	443	JC_Senior specialist	M237930	Voluntary Termination - Career Development	2014-01-03	2015-11-09	1	40	5	233448
E299751	DIV04	DEP023	291	JC_Associate	M019974	Voluntary Termination - Career Development	2014-01-03	2015-11-10	1	40	5	62818
E299752	DIV09	DEP023	443	JC_Senior specialist	M300121	Voluntary Termination - Career Development	2014-01-03	2015-11-11	1	40	5	86456
E299753	DIV02	DEP023	445	JC_Manager	M252825	Voluntary Termination - Personal Reason	2014-01-03	2015-11-12	1	40	5	70237
E299754	DIV03	DEP023	451	JC_Specialist	M237930	Voluntary Termination - Early Retirement	2014-01-03	2015-11-13	1	40	5	87756
E299755	DIV06	DEP023	453	JC_Expert	M044771	Voluntary Termination - Early Retirement	2014-01-03	2015-11-14	1	40	5	109571
E299756	DIV03	DEP023	251	JC_Associate	M237930	Voluntary Termination - Career Development	2014-01-03	2015-11-15	1	40	5	276719
E299757	DIV02	DEP023	445	JC_Manager	M252825	Voluntary Termination - Personal Reason	2014-01-03	2015-11-16	1	40	5	111983
E299758	DIV04	DEP023	252	JC_Specialist	M019974	Voluntary Termination - Career Development	2014-01-03	2015-11-17	1	40	5	24986
E299759	DIV03	DEP023	252	JC_Specialist	M266882	Voluntary Termination - Career Development	2014-01-03	2015-11-18	1	40	5	68055
E299760	DIV02	DEP023	311	JC_Associate	M252825	Voluntary Termination - Personal Reason	2014-01-03	2015-11-19	1	40	5	112807
E299761	DIV03	DEP023	431	JC_Associate	M237930	Voluntary Termination - Career Development	2014-01-03	2015-11-20	1	40	5	110571
E299762	DIV02	DEP023	445	JC_Manager	M252825	Voluntary Termination - Personal Reason	2014-01-03	2015-11-21	1	40	5	111049
E299763	DIV03	DEP023	444	JC_Expert	M237930	Voluntary Termination - Career Development	2014-01-03	2015-11-22	1	40	5	264248
E299764	DIV03	DEP023	461	JC_Associate	M237930	Voluntary Termination - Career Development	2014-01-03	2015-11-23	1	40	5	223464
E299765	DIV09	DEP023	444	JC_Expert	M300121	Voluntary Termination - Career Development	2014-01-03	2015-11-24	1	40	5	73789
E299766	DIV06	DEP023	450	JC_Associate	M044771	Voluntary Termination - Career Development	2014-01-03	2015-11-25	1	40	5	70343
E299767	DIV03	DEP023	442	JC_Specialist	M237930	Voluntary Termination - Compensation	2014-01-03	2015-11-26	1	40	5	259471
E299768	DIV02	DEP023	251	JC_Associate	M252825	Voluntary Termination - Personal Reason	2014-01-03	2015-11-27	1	40	5	76230
E299769	DIV02	DEP023	444	JC_Expert	M252825	Voluntary Termination - Career Development	2014-01-03	2015-11-28	1	40	5	83032
E299770	DIV03	DEP023	450	JC_Associate	M237930	Voluntary Termination - Compensation	2014-01-03	2015-11-29	1	40	5	107447
E299771	DIV09	DEP023	443	JC_Senior specialist	M300121	Voluntary Termination - Career Development	2014-01-03	2015-11-30	1	40	5	109007
E299772	DIV03	DEP023	455	JC_Director	M237930	Voluntary Termination - Career Development	2014-01-03	2015-12-01	1	40	5	242173
E299773	DIV03	DEP023	431	JC_Associate	M237930	Voluntary Termination - Career Development	2014-01-03	2015-12-02	1	40	5	110203
E299774	DIV03	DEP023	445	JC_Manager	M237930	Voluntary Termination - Career Development	2014-01-03	2015-12-03	1	40	5	110543
E299775	DIV03	DEP023	445	JC_Manager	M266882	Voluntary Termination - Career Development	2014-01-03	2015-12-04	1	40	5	27402
E299776	DIV06	DEP023	453	JC_Expert	M109659	Involuntary Elimination of Position	2014-02-10	2015-12-05	1	40	5	31883
E299777	DIV09	DEP023	452	JC_Senior specialist	M300121	Involuntary Elimination of Position	2014-02-10	2015-12-06	1	40	5	112492
E299778	DIV02	DEP023	454	JC_Manager	M252825	Voluntary Termination - Personal Reason	2014-02-10	2015-12-07	1	40	5	120636
E299779	DIV03	DEP023	445	JC_Manager	M237930	Involuntary Elimination of Position	2014-02-10	2015-12-08	1	40	5	277603
E299780	DIV03	DEP023	601	JC_Executive	M237930	Involuntary Elimination of Position	2014-02-10	2015-12-09	1	40	5	112135
E299781	DIV01	DEP023	292	JC_Specialist	M144808	Involuntary Elimination of Position	2014-02-10	2015-12-10	1	40	5	47322
E299782	DIV05	DEP023	432	JC_Specialist	M044139	Involuntary Elimination of Position	2014-02-10	2015-12-11	1	40	5	28188
E299783	DIV02	DEP023	252	JC_Specialist	M252825	Voluntary Termination - Personal Reason	2014-02-10	2015-12-12	1	40	5	71037
E299784	DIV02	DEP023	443	JC_Senior specialist	M252825	Voluntary Termination - Personal Reason	2014-02-10	2015-12-13	1	40	5	111261
E299785	DIV02	DEP023	443	JC_Senior specialist	M252825	Voluntary Termination - Personal Reason	2014-02-10	2015-12-14	1	40	5	58981
E299786	DIV03	DEP023	292	JC_Specialist	M237930	Involuntary Elimination of Position	2014-02-10	2015-12-15	1	40	5	246199
E299787	DIV02	DEP023	461	JC_Associate	M252825	Involuntary Elimination of Position	2014-02-10	2015-12-16	1	40	5	74922
E299788	DIV02	DEP023	322	JC_Senior specialist	M252825	Voluntary Termination - Compensation	2014-02-10	2015-12-17	1	40	5	301657
E299789	DIV04	DEP023	443	JC_Senior specialist	M095280	Involuntary Elimination of Position	2014-02-10	2015-12-18	1	40	5	76962
E299790	DIV06	DEP023	252	JC_Specialist	M109659	Voluntary Termination - Career Development	2014-02-10	2015-12-19	1	40	5	30911
E299791	DIV03	DEP023	402	JC_Specialist	M237930	Voluntary Termination - Career Development	2014-02-10	2015-12-20	1	40	5	112906
E299792	DIV02	DEP023	241	JC_Specialist	M252825	Voluntary Termination - Early Retirement	2014-02-10	2015-12-21	1	40	5	78167
E299793	DIV03	DEP023	442	JC_Specialist	M237930	Voluntary Termination - Career Development	2014-02-10	2015-12-22	1	40	5	74816
E299794	DIV02	DEP023	443	JC_Senior specialist	M252825	Voluntary Termination - Personal Reason	2014-02-10	2015-12-23	1	40	5	68257
E299795	DIV02	DEP023	444	JC_Expert	M252825	Voluntary Termination - Personal Reason	2014-02-10	2015-12-24	1	40	5	86283
E299796	DIV03	DEP023	442	JC_Specialist	M237930	Voluntary Termination - Career Development	2014-02-10	2015-12-25	1	40	5	56437
E299797	DIV02	DEP023	215	JC_Manager	M252825	Voluntary Termination - Career Development	2014-02-10	2015-12-26	1	40	5	61108
E299798	DIV03	DEP023	450	JC_Associate	M237930	Voluntary Termination - Compensation	2014-02-10	2015-12-27	1	40	5	105856
E299799	DIV02	DEP023	252	JC_Specialist	M252825	Voluntary Termination - Personal Reason	2014-02-10	2015-12-28	1	40	5	67941
E299800	DIV09	DEP023	444	JC_Expert	M300121	Voluntary Termination - Career Development	2014-02-10	2016-02-25	1	40	5	94523
E299801	DIV03	DEP023	452	JC_Senior specialist	M237930	Voluntary Termination - Career Development	2014-01-12	2016-02-26	1	40	5	234840
E299802	DIV01	DEP023	601	JC_Executive	M144808	Voluntary Termination - Career Development	2014-01-12	2016-02-27	1	40	5	31922
E299803	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-01-12	2016-02-28	1	40	5	82961
E299804	DIV03	DEP023	442	JC_Specialist	M237930	Voluntary Termination - Career Development	2014-01-12	2016-03-01	1	40	5	72514
E299805	DIV03	DEP023	401	JC_Associate	M237930	Voluntary Termination - Career Development	2014-01-12	2016-03-02	1	40	5	61248
E299806	DIV02	DEP023	444	JC_Expert	M252825	Voluntary Termination - Career Development	2014-01-12	2016-03-03	1	40	5	87966
E299807	DIV05	DEP023	451	JC_Specialist	M044139	Voluntary Termination - Career Development	2014-01-12	2016-03-04	1	40	5	27479
E299808	DIV03	DEP023	453	JC_Expert	M266882	Voluntary Termination - Career Development	2014-01-12	2016-03-05	1	40	5	31740
E299809	DIV01	DEP023	432	JC_Specialist	M144808	Voluntary Termination - Career Development	2014-01-12	2016-03-06	1	40	5	34381
E299810	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-01-12	2016-03-07	1	40	5	59888
E299811	DIV04	DEP023	443	JC_Senior specialist	M095280	Voluntary Termination - Career Development	2014-01-12	2016-03-08	1	40	5	73491
E299812	DIV02	DEP023	443	JC_Senior specialist	M252825	Voluntary Termination - Early Retirement	2014-01-12	2016-03-09	1	40	5	54987
E299813	DIV03	DEP023	443	JC_Senior specialist	M237930	Voluntary Termination - Career Development	2014-01-12	2016-03-10	1	40	5	42871
E299814	DIV02	DEP023	443	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-01-12	2016-03-11	1	40	5	133242
E299815	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-01-12	2016-03-12	1	40	5	86932
E299816	DIV09	DEP023	452	JC_Senior specialist	M300121	Voluntary Termination - Career Development	2014-03-12	2016-03-13	1	40	5	31480
E299817	DIV03	DEP023	443	JC_Senior specialist	M237930	Voluntary Termination - Career Development	2014-03-12	2016-03-14	1	40	5	64734
E299818	DIV01	DEP023	442	JC_Specialist	M144808	Voluntary Termination - Career Development	2014-03-12	2016-03-15	1	40	5	31617
E299819	DIV01	DEP023	452	JC_Senior specialist	M144808	Voluntary Termination - Career Development	2014-03-12	2016-03-16	1	40	5	23088
E299820	DIV05	DEP023	443	JC_Senior specialist	M044139	Voluntary Termination - Career Development	2014-03-12	2016-03-17	1	40	5	29510
E299821	DIV02	DEP023	453	JC_Expert	M252825	Voluntary Termination - Career Development	2014-08-12	2016-03-18	1	40	5	77834
E299822	DIV03	DEP023	453	JC_Expert	M266882	Voluntary Termination - Career Development	2014-08-12	2016-03-19	1	40	5	29794
E299823	DIV04	DEP023	452	JC_Senior specialist	M096889	Voluntary Termination - Early Retirement	2014-08-12	2016-03-20	1	40	5	84333
E299824	DIV03	DEP023	443	JC_Senior specialist	M237930	Voluntary Termination - Early Retirement	2014-08-12	2016-03-21	1	40	5	223691
E299825	DIV09	DEP023	432	JC_Specialist	M300121	Voluntary Termination - Early Retirement	2014-08-12	2016-03-22	1	40	5	75801
E299826	DIV06	DEP023	253	JC_Senior specialist	M109659	Voluntary Termination - Career Development	2014-08-12	2016-03-23	1	40	5	30887
E299827	DIV09	DEP023	253	JC_Senior specialist	M300121	Voluntary Termination - Early Retirement	2014-08-12	2016-03-24	1	40	5	113612
E299828	DIV02	DEP023	444	JC_Expert	M252825	Voluntary Termination - Career Development	2014-08-12	2016-03-25	1	40	5	106701
E299829	DIV03	DEP023	445	JC_Manager	M237930	Voluntary Termination - Career Development	2014-08-12	2016-03-26	1	40	5	89686
E299830	DIV03	DEP023	453	JC_Expert	M237930	Voluntary Termination - Early Retirement	2014-08-12	2016-03-27	1	40	5	100007
E299831	DIV03	DEP023	445	JC_Manager	M266882	Voluntary Termination - Career Development	2014-08-12	2016-03-28	1	40	5	50020
E299832	DIV02	DEP023	445	JC_Manager	M252825	Voluntary Termination - Career Development	2014-08-12	2016-03-29	1	40	5	128364
E299833	DIV09	DEP023	446	JC_Director	M300121	Voluntary Termination - Career Development	2014-08-12	2016-03-30	1	40	5	70572
E299834	DIV09	DEP023	446	JC_Director	M300121	Voluntary Termination - Career Development	2014-08-12	2016-05-30	1	40	5	55264
E299835	DIV09	DEP023	446	JC_Director	M300121	Voluntary Termination - Career Development	2014-08-12	2016-05-31	1	40	5	71724
E299836	DIV02	DEP023	454	JC_Manager	M252825	Voluntary Termination - Career Development	2014-08-12	2016-06-01	1	40	5	78149
E299837	DIV03	DEP023	442	JC_Specialist	M237930	Voluntary Termination - Career Development	2014-08-12	2016-06-02	1	40	5	113051
E299838	DIV03	DEP023	445	JC_Manager	M237930	Voluntary Termination - Career Development	2014-08-12	2016-06-03	1	40	5	125980
E299839	DIV02	DEP023	293	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-08-12	2016-06-04	1	40	5	269969
E299840	DIV03	DEP023	413	JC_Senior specialist	M237930	Voluntary Termination - Early Retirement	2014-08-12	2016-06-05	1	40	5	81217
E299841	DIV02	DEP023	445	JC_Manager	M252825	Voluntary Termination - Career Development	2014-08-12	2016-06-06	1	40	5	81112
E299842	DIV02	DEP023	446	JC_Director	M252825	Voluntary Termination - Career Development	2014-08-12	2016-06-07	1	40	5	132423
E299843	DIV02	DEP023	253	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-08-12	2016-06-08	1	40	5	118322
E299844	DIV09	DEP023	454	JC_Manager	M300121	Voluntary Termination - Career Development	2014-08-12	2016-04-10	1	40	5	109321
E299845	DIV03	DEP023	454	JC_Manager	M266882	Voluntary Termination - Career Development	2014-08-12	2016-04-11	1	40	5	12934
E299846	DIV05	DEP023	445	JC_Manager	M044139	Voluntary Termination - Career Development	2014-08-12	2016-04-12	1	40	5	41277
E299847	DIV09	DEP023	455	JC_Director	M300121	Voluntary Termination - Career Development	2014-08-12	2016-04-13	1	40	5	70563
E299848	DIV09	DEP023	445	JC_Manager	M300121	Voluntary Termination - Career Development	2014-08-12	2016-04-14	1	40	5	68232
E299849	DIV02	DEP023	455	JC_Director	M252825	Voluntary Termination - Career Development	2014-08-12	2016-04-15	1	40	5	304330
E299850	DIV02	DEP023	362	JC_Specialist	M252825	Voluntary Termination - Career Development	2014-08-12	2016-11-15	1	40	5	84644
E299851	DIV02	DEP023	455	JC_Director	M252825	Voluntary Termination - Career Development	2014-08-12	2016-11-16	1	40	5	270696
E300147	DIV02	DEP023	434	JC_Expert	M252825	Voluntary Termination - Personal Reason	2014-10-03	2014-12-02	1	40	5	75403
E299852	DIV03	DEP023	423	JC_Senior specialist	M266882	Voluntary Termination - Career Development	2014-08-12	2016-11-17	1	40	5	38910
E299853	DIV03	DEP023	272	JC_Senior specialist	M237930	Voluntary Termination - Career Development	2014-08-12	2016-11-18	1	40	5	73198
E299854	DIV03	DEP023	447	JC_Executive	M266882	Voluntary Termination - Career Development	2014-08-12	2016-11-19	1	40	5	39029
E299855	DIV03	DEP023	456	JC_Senior Executive	M266882	Voluntary Termination - Career Development	2014-08-12	2016-11-20	1	40	5	58492
E299856	DIV03	DEP023	404	JC_Expert	M237930	Voluntary Termination - Career Development	2014-08-12	2016-11-21	1	40	5	77312
E299857	DIV09	DEP023	446	JC_Director	M300121	Voluntary Termination - Career Development	2014-08-12	2016-11-22	1	40	5	89915
E299858	DIV02	DEP023	293	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-08-12	2016-11-23	1	40	5	72172
E299859	DIV08	DEP023	447	JC_Executive	M293226	Voluntary Termination - Career Development	2014-08-12	2016-11-24	1	40	5	32479
E299860	DIV03	DEP023	445	JC_Manager	M237930	Voluntary Termination - Career Development	2014-08-12	2016-04-26	1	40	5	90152
E299861	DIV03	DEP023	214	JC_Expert	M237930	Voluntary Termination - Career Development	2014-08-12	2016-04-27	1	40	5	90948
E299862	DIV02	DEP023	292	JC_Specialist	M252825	Voluntary Termination - Career Development	2014-08-12	2016-04-28	1	40	5	275282
E299863	DIV03	DEP023	444	JC_Expert	M237930	Voluntary Termination - Career Development	2014-08-12	2016-04-29	1	40	5	111766
E299864	DIV02	DEP023	454	JC_Manager	M252825	Voluntary Termination - Career Development	2014-08-12	2016-04-30	1	40	5	61284
E299865	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-08-12	2016-05-01	1	40	5	109033
E299866	DIV05	DEP023	361	JC_Associate	M044139	Voluntary Termination - Career Development	2014-08-12	2016-05-02	1	40	5	64231
E299867	DIV03	DEP023	454	JC_Manager	M237930	Voluntary Termination - Career Development	2014-08-12	2016-05-03	1	40	5	19644
E299868	DIV03	DEP023	453	JC_Expert	M237930	Voluntary Termination - Career Development	2014-08-12	2016-05-04	1	40	5	96936
E299869	DIV09	DEP023	402	JC_Specialist	M300121	Voluntary Termination - Career Development	2014-08-12	2016-05-05	1	40	5	82844
E299870	DIV03	DEP023	411	JC_Associate	M266882	Voluntary Termination - Career Development	2014-08-12	2016-05-06	1	40	5	15136
E299871	DIV02	DEP023	455	JC_Director	M252825	Voluntary Termination - Career Development	2014-08-12	2016-05-07	1	40	5	296437
E299872	DIV03	DEP023	454	JC_Manager	M237930	Voluntary Termination - Career Development	2014-08-12	2017-02-26	1	40	5	32163
E299873	DIV03	DEP023	454	JC_Manager	M266882	Voluntary Termination - Career Development	2014-08-12	2017-02-27	1	40	5	30275
E299874	DIV05	DEP023	454	JC_Manager	M044139	Voluntary Termination - Compensation	2014-08-12	2017-02-28	1	40	5	46317
E299875	DIV02	DEP023	447	JC_Executive	M252825	Voluntary Termination - Career Development	2014-08-12	2017-02-26	1	40	5	82400
E299876	DIV09	DEP023	444	JC_Expert	M300121	Voluntary Termination - Career Development	2014-08-12	2017-02-27	1	40	5	82836
E299877	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Compensation	2014-08-12	2017-02-28	1	40	5	51575
E299878	DIV03	DEP023	452	JC_Senior specialist	M237930	Voluntary Termination - Career Development	2014-08-12	2017-02-28	1	40	5	122589
E299879	DIV01	DEP023	454	JC_Manager	M144808	Voluntary Termination - Career Development	2014-08-12	2017-03-01	1	40	5	53360
E299880	DIV09	DEP023	214	JC_Expert	M300121	Voluntary Termination - Career Development	2014-08-12	2017-03-02	1	40	5	50625
E299881	DIV03	DEP023	445	JC_Manager	M237930	Voluntary Termination - Compensation	2014-08-12	2017-03-03	1	40	5	47559
E299882	DIV03	DEP023	443	JC_Senior specialist	M266882	Voluntary Termination - Career Development	2014-08-12	2017-03-04	1	40	5	80733
E299883	DIV03	DEP023	452	JC_Senior specialist	M266882	Voluntary Termination - Career Development	2014-08-12	2017-03-05	1	40	5	43496
E299884	DIV02	DEP023	443	JC_Senior specialist	M252825	Voluntary Termination - Compensation	2014-08-12	2017-03-06	1	40	5	68233
E299885	DIV01	DEP023	454	JC_Manager	M144808	Voluntary Termination - Compensation	2014-09-12	2017-03-07	1	40	5	852803
E299886	DIV03	DEP023	445	JC_Manager	M237930	Voluntary Termination - Early Retirement	2014-09-12	2017-08-06	1	40	5	58364
E299887	DIV02	DEP023	443	JC_Senior specialist	M252825	Voluntary Termination - Compensation	2014-09-12	2017-08-07	1	40	5	52774
E299888	DIV03	DEP023	443	JC_Senior specialist	M237930	Voluntary Termination - Career Development	2014-09-12	2017-08-08	1	40	5	68216
E299889	DIV01	DEP023	454	JC_Manager	M144808	Voluntary Termination - Compensation	2014-09-12	2017-08-09	1	40	5	86810
E299890	DIV02	DEP023	453	JC_Expert	M252825	Voluntary Termination - Compensation	2014-09-12	2017-08-10	1	40	5	83339
E299891	DIV09	DEP023	453	JC_Expert	M300121	Voluntary Termination - Career Development	2014-09-12	2017-08-11	1	40	5	49469
E299892	DIV02	DEP023	412	JC_Specialist	M252825	Voluntary Termination - Compensation	2014-09-12	2017-08-12	1	40	5	255897
E299893	DIV02	DEP023	445	JC_Manager	M252825	Voluntary Termination - Personal Reason	2014-09-12	2017-08-13	1	40	5	75092
E299894	DIV09	DEP023	444	JC_Expert	M300121	Voluntary Termination - Career Development	2014-09-12	2017-03-16	1	40	5	82819
E299895	DIV03	DEP023	442	JC_Specialist	M237930	Voluntary Termination - Career Development	2014-09-12	2017-03-17	1	40	5	457604
E299896	DIV09	DEP023	445	JC_Manager	M300121	Voluntary Termination - Career Development	2014-09-12	2017-03-18	1	40	5	78031
E299897	DIV09	DEP023	445	JC_Manager	M300121	Voluntary Termination - Career Development	2014-09-12	2017-03-19	1	40	5	54057
E299898	DIV02	DEP023	443	JC_Senior specialist	M252825	Voluntary Termination - Compensation	2014-09-12	2017-03-20	1	40	5	302715
E299899	DIV09	DEP023	452	JC_Senior specialist	M300121	Voluntary Termination - Career Development	2014-09-12	2017-03-21	1	40	5	86197
E299900	DIV02	DEP023	445	JC_Manager	M252825	Voluntary Termination - Compensation	2014-09-12	2017-03-22	1	40	5	241481
E299901	DIV02	DEP023	432	JC_Specialist	M252825	Voluntary Termination - Compensation	2014-09-12	2017-03-23	1	40	5	48099
E299902	DIV09	DEP023	445	JC_Manager	M300121	Voluntary Termination - Career Development	2014-09-12	2017-03-24	1	40	5	54309
E299903	DIV01	DEP023	301	JC_Associate	M144808	Voluntary Termination - Career Development	2014-09-12	2017-03-25	1	40	5	27955
E299904	DIV03	DEP023	445	JC_Manager	M237930	Voluntary Termination - Compensation	2014-09-12	2017-03-26	1	40	5	71374
E299905	DIV03	DEP023	252	JC_Specialist	M237930	Voluntary Termination - Career Development	2014-09-12	2017-03-27	1	40	5	91789
E299906	DIV03	DEP023	444	JC_Expert	M237930	Voluntary Termination - Career Development	2014-09-12	2017-03-28	1	40	5	54389
E299907	DIV02	DEP023	442	JC_Specialist	M252825	Voluntary Termination - Compensation	2014-09-12	2017-03-29	1	40	5	71400
E299908	DIV02	DEP023	444	JC_Expert	M252825	Voluntary Termination - Compensation	2014-09-12	2017-03-30	1	40	5	130713
E299909	DIV02	DEP023	454	JC_Manager	M252825	Voluntary Termination - Compensation	2014-09-12	2017-03-31	1	40	5	96778
E299910	DIV07	DEP023	452	JC_Senior specialist	M154464	Voluntary Termination - Compensation	2014-09-12	2017-04-01	1	40	5	49743
E299911	DIV02	DEP023	361	JC_Associate	M252825	Voluntary Termination - Career Development	2014-09-12	2017-04-02	1	40	5	81113
E299912	DIV03	DEP023	457	JC_Senior Executive	M237930	Voluntary Termination - Career Development	2014-09-12	2017-04-03	1	40	5	107989
E299913	DIV06	DEP023	455	JC_Director	M124542	Voluntary Termination - Career Development	2014-09-12	2017-04-04	1	40	5	37798
E299914	DIV02	DEP023	445	JC_Manager	M252825	Voluntary Termination - Career Development	2014-09-12	2017-04-05	1	40	5	61768
E299915	DIV03	DEP023	445	JC_Manager	M237930	Voluntary Termination - Career Development	2014-09-12	2017-04-06	1	40	5	62005
E299916	DIV03	DEP023	443	JC_Senior specialist	M237930	Voluntary Termination - Career Development	2014-09-12	2017-04-07	1	40	5	23355
E299917	DIV09	DEP023	452	JC_Senior specialist	M300121	Voluntary Termination - Career Development	2014-09-12	2017-04-08	1	40	5	73076
E299918	DIV02	DEP023	454	JC_Manager	M252825	Voluntary Termination - Compensation	2014-09-12	2017-09-06	1	40	5	216662
E299919	DIV01	DEP023	445	JC_Manager	M144808	Voluntary Termination - Compensation	2014-09-12	2017-09-07	1	40	5	64538
E299920	DIV02	DEP023	445	JC_Manager	M252825	Voluntary Termination - Compensation	2014-09-12	2017-09-08	1	40	5	11581
E299921	DIV02	DEP023	331	JC_Specialist	M252825	Voluntary Termination - Compensation	2014-09-12	2017-09-09	1	40	5	397571
E299922	DIV05	DEP023	445	JC_Manager	M044139	Voluntary Termination - Compensation	2014-09-12	2017-09-10	1	40	5	45685
E299923	DIV02	DEP023	445	JC_Manager	M252825	Voluntary Termination - Personal Reason	2014-09-12	2017-09-11	1	40	5	406315
E299924	DIV03	DEP023	454	JC_Manager	M266882	Voluntary Termination - Personal Reason	2014-09-12	2017-09-12	1	40	5	36709
E299925	DIV09	DEP023	444	JC_Expert	M300121	Voluntary Termination - Personal Reason	2014-09-12	2017-09-13	1	40	5	114450
E299926	DIV02	DEP023	455	JC_Director	M252825	Voluntary Termination - Compensation	2014-09-12	2017-09-14	1	40	5	89526
E299927	DIV03	DEP023	452	JC_Senior specialist	M237930	Voluntary Termination - Compensation	2014-09-12	2017-09-15	1	40	5	106190
E299928	DIV02	DEP023	453	JC_Expert	M252825	Voluntary Termination - Compensation	2014-09-12	2017-09-16	1	40	5	254844
E299929	DIV05	DEP023	444	JC_Expert	M044139	Voluntary Termination - Career Development	2014-09-12	2017-09-17	1	40	5	37688
E299930	DIV03	DEP023	445	JC_Manager	M237930	Voluntary Termination - Career Development	2014-09-12	2017-04-21	1	40	5	48459
E299931	DIV03	DEP023	454	JC_Manager	M237930	Voluntary Termination - Compensation	2014-09-12	2017-04-22	1	40	5	91280
E299932	DIV09	DEP023	454	JC_Manager	M300121	Voluntary Termination - Compensation	2014-09-12	2017-04-23	1	40	5	73680
E299933	DIV09	DEP023	454	JC_Manager	M300121	Voluntary Termination - Compensation	2014-09-26	2017-04-24	1	40	5	84196
E299934	DIV08	DEP023	454	JC_Manager	M236190	Voluntary Termination - Compensation	2014-09-26	2017-04-25	1	40	5	41324
E299935	DIV02	DEP023	445	JC_Manager	M252825	Voluntary Termination - Career Development	2014-09-26	2017-04-26	1	40	5	77590
E299936	DIV02	DEP023	454	JC_Manager	M252825	Voluntary Termination - Compensation	2014-09-26	2017-04-27	1	40	5	51009
E299937	DIV02	DEP023	282	JC_Specialist	M252825	Voluntary Termination - Compensation	2014-09-26	2017-04-28	1	40	5	47587
E299938	DIV03	DEP023	445	JC_Manager	M237930	Voluntary Termination - Compensation	2014-09-26	2017-04-29	1	40	5	280612
E299939	DIV02	DEP023	453	JC_Expert	M252825	Voluntary Termination - Compensation	2014-09-26	2017-04-30	1	40	5	296596
E299940	DIV03	DEP023	454	JC_Manager	M237930	Voluntary Termination - Career Development	2014-09-26	2017-05-01	1	40	5	129937
E299941	DIV03	DEP023	403	JC_Senior specialist	M266882	Voluntary Termination - Compensation	2014-09-26	2017-05-02	1	40	5	72643
E299942	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Compensation	2014-09-26	2017-05-03	1	40	5	401771
E299943	DIV02	DEP023	450	JC_Associate	M252825	Voluntary Termination - Compensation	2014-09-26	2017-05-04	1	40	5	105461
E299944	DIV02	DEP023	445	JC_Manager	M252825	Voluntary Termination - Compensation	2014-09-26	2017-05-05	1	40	5	250912
E299945	DIV02	DEP023	444	JC_Expert	M252825	Voluntary Termination - Compensation	2014-09-26	2017-05-06	1	40	5	137937
E299946	DIV02	DEP023	444	JC_Expert	M252825	Voluntary Termination - Career Development	2014-09-26	2018-02-26	1	40	5	133428
E299947	DIV09	DEP023	443	JC_Senior specialist	M300121	Voluntary Termination - Career Development	2014-09-26	2018-02-27	1	40	5	47885
E299948	DIV02	DEP023	443	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-09-26	2018-02-28	1	40	5	239748
E299949	DIV02	DEP023	444	JC_Expert	M252825	Voluntary Termination - Career Development	2014-09-26	2018-03-01	1	40	5	233859
E299950	DIV02	DEP023	454	JC_Manager	M252825	Voluntary Termination - Career Development	2014-09-26	2018-03-02	1	40	5	55360
E299951	DIV03	DEP023	452	JC_Senior specialist	M237930	Voluntary Termination - Career Development	2014-09-26	2018-03-03	1	40	5	20808
E299952	DIV02	DEP023	362	JC_Specialist	M252825	Voluntary Termination - Career Development	2014-09-26	2018-03-04	1	40	5	68232
E299953	DIV03	DEP023	452	JC_Senior specialist	M237930	Voluntary Termination - Career Development	2014-09-26	2018-03-05	1	40	5	224759
E299954	DIV09	DEP023	452	JC_Senior specialist	M300121	Voluntary Termination - Career Development	2014-09-26	2018-03-06	1	40	5	68175
E299955	DIV09	DEP023	452	JC_Senior specialist	M300121	Voluntary Termination - Career Development	2014-09-26	2018-03-07	1	40	5	83684
E299956	DIV02	DEP023	453	JC_Expert	M252825	Voluntary Termination - Career Development	2014-09-26	2018-03-08	1	40	5	44878
E299957	DIV02	DEP023	443	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-09-26	2018-03-09	1	40	5	233245
E299958	DIV05	DEP023	461	JC_Associate	M044139	Voluntary Termination - Career Development	2014-09-26	2018-03-10	1	40	5	30584
E299959	DIV03	DEP023	453	JC_Expert	M237930	Voluntary Termination - Personal Reason	2014-09-26	2018-03-11	1	40	5	107095
E299960	DIV02	DEP023	241	JC_Specialist	M252825	Voluntary Termination - Personal Reason	2014-09-26	2018-03-12	1	40	5	68252
E299961	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Personal Reason	2014-09-26	2018-03-13	1	40	5	62440
E299962	DIV01	DEP023	454	JC_Manager	M144808	Voluntary Termination - Personal Reason	2014-09-26	2018-03-14	1	40	5	66690
E299963	DIV03	DEP023	452	JC_Senior specialist	M237930	Voluntary Termination - Career Development	2014-09-26	2018-03-15	1	40	5	234833
E299964	DIV03	DEP023	446	JC_Director	M237930	Voluntary Termination - Career Development	2014-09-26	2018-03-16	1	40	5	185820
E299965	DIV08	DEP023	445	JC_Manager	M236190	Voluntary Termination - Career Development	2014-09-26	2018-03-17	1	40	5	23977
E299966	DIV09	DEP023	450	JC_Associate	M300121	Involuntary Elimination of Position	2014-09-26	2018-03-18	1	40	5	66912
E299967	DIV09	DEP023	452	JC_Senior specialist	M300121	Involuntary Elimination of Position	2014-09-26	2018-03-19	1	40	5	68931
E299968	DIV02	DEP023	452	JC_Senior specialist	M252825	Involuntary Elimination of Position	2014-09-26	2018-03-20	1	40	5	971
E299969	DIV02	DEP023	442	JC_Specialist	M252825	Involuntary Elimination of Position	2014-09-26	2018-03-21	1	40	5	262444
E299970	DIV02	DEP023	453	JC_Expert	M252825	Involuntary Elimination of Position	2014-09-26	2018-03-22	1	40	5	10762
E299971	DIV05	DEP023	442	JC_Specialist	M044139	Involuntary Elimination of Position	2014-09-26	2018-03-23	1	40	5	21440
E299972	DIV09	DEP023	452	JC_Senior specialist	M300121	Involuntary Elimination of Position	2014-09-26	2018-03-24	1	40	5	67820
E299973	DIV04	DEP023	301	JC_Associate	M019974	Involuntary Elimination of Position	2014-09-26	2018-03-25	1	40	5	51953
E299974	DIV05	DEP023	443	JC_Senior specialist	M044139	Involuntary Elimination of Position	2014-09-26	2018-03-26	1	40	5	32961
E299975	DIV03	DEP023	442	JC_Specialist	M237930	Involuntary Elimination of Position	2014-09-26	2018-03-27	1	40	5	99574
E299976	DIV02	DEP023	252	JC_Specialist	M252825	Involuntary Elimination of Position	2014-09-26	2018-03-28	1	40	5	224438
E299977	DIV03	DEP023	442	JC_Specialist	M237930	Involuntary Elimination of Position	2014-09-26	2018-03-29	1	40	5	64225
E299978	DIV03	DEP023	443	JC_Senior specialist	M237930	Involuntary Elimination of Position	2014-09-26	2018-03-30	1	40	5	258564
E299979	DIV09	DEP023	453	JC_Expert	M300121	Voluntary Termination - Career Development	2014-09-26	2018-03-31	1	40	5	26420
E299980	DIV08	DEP023	443	JC_Senior specialist	M236190	Voluntary Termination - Career Development	2014-09-26	2018-04-01	1	40	5	36830
E299981	DIV09	DEP023	453	JC_Expert	M300121	Voluntary Termination - Career Development	2014-09-26	2018-04-02	1	40	5	59069
E299982	DIV03	DEP023	454	JC_Manager	M237930	Voluntary Termination - Career Development	2014-09-26	2018-04-03	1	40	5	63499
E299983	DIV03	DEP023	453	JC_Expert	M237930	Voluntary Termination - Career Development	2014-09-26	2018-04-04	1	40	5	49666
E299984	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-09-26	2018-04-05	1	40	5	37563
E299985	DIV02	DEP023	442	JC_Specialist	M252825	Voluntary Termination - Career Development	2014-09-26	2018-04-06	1	40	5	35897
E299986	DIV02	DEP023	453	JC_Expert	M252825	Voluntary Termination - Career Development	2014-09-26	2018-04-07	1	40	5	65648
E299987	DIV02	DEP023	251	JC_Associate	M252825	Voluntary Termination - Career Development	2014-09-26	2018-10-06	1	40	5	276863
E299988	DIV03	DEP023	443	JC_Senior specialist	M237930	Voluntary Termination - Career Development	2014-09-26	2018-10-07	1	40	5	242487
E299989	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-09-26	2018-10-08	1	40	5	257627
E299990	DIV03	DEP023	443	JC_Senior specialist	M237930	Voluntary Termination - Career Development	2014-09-26	2018-10-09	1	40	5	24772
E299991	DIV02	DEP023	453	JC_Expert	M252825	Voluntary Termination - Career Development	2014-09-26	2018-10-10	1	40	5	244858
E299992	DIV03	DEP023	444	JC_Expert	M237930	Voluntary Termination - Career Development	2014-09-26	2018-10-11	1	40	5	92745
E299993	DIV02	DEP023	445	JC_Manager	M252825	Voluntary Termination - Career Development	2014-09-26	2018-10-12	1	40	5	220719
E299994	DIV03	DEP023	454	JC_Manager	M237930	Voluntary Termination - Career Development	2014-09-26	2018-10-13	1	40	5	92015
E299995	DIV02	DEP023	292	JC_Specialist	M252825	Voluntary Termination - Career Development	2014-09-26	2018-10-14	1	40	5	45637
E299996	DIV09	DEP023	444	JC_Expert	M300121	Voluntary Termination - Career Development	2014-09-26	2018-10-15	1	40	5	56000
E299997	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-09-26	2018-10-16	1	40	5	78367
E299998	DIV03	DEP023	241	JC_Specialist	M237930	Voluntary Termination - Early Retirement	2014-09-26	2018-10-17	1	40	5	108411
E299999	DIV03	DEP023	452	JC_Senior specialist	M237930	Voluntary Termination - Career Development	2014-09-26	2018-10-18	1	40	5	97523
E300000	DIV05	DEP023	444	JC_Expert	M044139	Voluntary Termination - Early Retirement	2014-09-26	2018-04-21	1	40	5	51138
E300001	DIV03	DEP023	444	JC_Expert	M237930	Voluntary Termination - Career Development	2014-09-26	2018-04-22	1	40	5	41465
E300002	DIV02	DEP023	445	JC_Manager	M252825	Voluntary Termination - Career Development	2014-09-26	2018-04-23	1	40	5	92501
E300003	DIV03	DEP023	445	JC_Manager	M237930	Voluntary Termination - Career Development	2014-09-26	2018-04-24	1	40	5	67277
E300004	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-09-26	2018-04-25	1	40	5	55490
E300005	DIV09	DEP023	453	JC_Expert	M300121	Voluntary Termination - Career Development	2014-09-26	2018-04-26	1	40	5	60210
E300006	DIV05	DEP023	454	JC_Manager	M044139	Voluntary Termination - Career Development	2014-09-26	2018-04-27	1	40	5	38405
E300007	DIV03	DEP023	443	JC_Senior specialist	M237930	Voluntary Termination - Early Retirement	2014-09-26	2018-04-28	1	40	5	68894
E300008	DIV02	DEP023	444	JC_Expert	M252825	Voluntary Termination - Career Development	2014-09-26	2018-04-29	1	40	5	86687
E300009	DIV03	DEP023	444	JC_Expert	M237930	Voluntary Termination - Career Development	2014-09-26	2018-04-30	1	40	5	69592
E300010	DIV09	DEP023	232	JC_Senior specialist	M300121	Voluntary Termination - Career Development	2014-09-26	2018-05-01	1	40	5	61852
E300011	DIV03	DEP023	444	JC_Expert	M237930	Voluntary Termination - Career Development	2014-09-26	2018-05-02	1	40	5	73368
E300012	DIV09	DEP023	444	JC_Expert	M300121	Voluntary Termination - Career Development	2014-09-26	2018-05-03	1	40	5	50486
E300013	DIV03	DEP023	443	JC_Senior specialist	M237930	Voluntary Termination - Career Development	2014-09-26	2018-05-04	1	40	5	266792
E300014	DIV03	DEP023	442	JC_Specialist	M237930	Voluntary Termination - Career Development	2014-09-26	2018-05-05	1	40	5	43316
E300015	DIV02	DEP023	443	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-09-26	2018-05-06	1	40	5	44941
E300016	DIV09	DEP023	452	JC_Senior specialist	M300121	Voluntary Termination - Career Development	2014-09-26	2018-05-07	1	40	5	43504
E300017	DIV02	DEP023	453	JC_Expert	M252825	Voluntary Termination - Career Development	2014-09-26	2018-05-08	1	40	5	94088
E300018	DIV09	DEP023	442	JC_Specialist	M300121	Voluntary Termination - Career Development	2014-09-26	2018-05-09	1	40	5	67753
E300019	DIV02	DEP023	453	JC_Expert	M252825	Voluntary Termination - Career Development	2014-09-26	2018-05-10	1	40	5	105654
E300020	DIV03	DEP023	442	JC_Specialist	M237930	Voluntary Termination - Career Development	2014-09-26	2018-05-11	1	40	5	139077
E300021	DIV09	DEP023	451	JC_Specialist	M300121	Voluntary Termination - Career Development	2014-09-26	2018-05-12	1	40	5	50174
E300022	DIV06	DEP023	432	JC_Specialist	M109659	Voluntary Termination - Career Development	2014-09-26	2018-05-13	1	40	5	44540
E300023	DIV09	DEP023	362	JC_Specialist	M300121	Voluntary Termination - Career Development	2014-09-26	2018-05-14	1	40	5	62966
E300024	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-09-26	2018-05-15	1	40	5	107339
E300025	DIV03	DEP023	445	JC_Manager	M237930	Voluntary Termination - Career Development	2014-09-26	2018-05-16	1	40	5	97005
E300026	DIV09	DEP023	443	JC_Senior specialist	M300121	Voluntary Termination - Career Development	2014-09-26	2018-05-17	1	40	5	40214
E300027	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-09-26	2018-05-18	1	40	5	119084
E300028	DIV02	DEP023	443	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-09-26	2018-05-19	1	40	5	56590
E300029	DIV02	DEP023	443	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-09-26	2018-05-20	1	40	5	65844
E300030	DIV02	DEP023	443	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-09-26	2018-05-21	1	40	5	103188
E300031	DIV03	DEP023	452	JC_Senior specialist	M237930	Voluntary Termination - Career Development	2014-09-26	2018-05-22	1	40	5	88587
E300032	DIV02	DEP023	443	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-09-26	2018-05-23	1	40	5	67620
E300033	DIV04	DEP023	452	JC_Senior specialist	M200979	Voluntary Termination - Career Development	2014-10-28	2018-05-24	1	40	5	93156
E300034	DIV02	DEP023	452	JC_Senior specialist	M252825	Voluntary Termination - Career Development	2014-10-28	2018-05-25	1	40	5	96458
E300035	DIV02	DEP023	361	JC_Associate	M252825	Voluntary Termination - Compensation	2014-10-28	2019-10-05	1	40	5	69357
E300036	DIV03	DEP023	281	JC_Associate	M237930	Voluntary Termination - Early Retirement	2014-10-28	2019-07-20	1	40	5	264141
E300037	DIV03	DEP023	462	JC_Specialist	M237930	Voluntary Termination - Compensation	2014-10-28	2019-08-13	1	40	5	102616
E300038	DIV02	DEP023	445	JC_Manager	M252825	Voluntary Termination - Early Retirement	2014-10-28	2019-09-08	1	40	5	104313
E300039	DIV05	DEP023	452	JC_Senior specialist	M044139	Voluntary Termination - Compensation	2014-10-28	2019-08-26	1	40	5	34472
E300040	DIV02	DEP023	444	JC_Expert	M252825	Voluntary Termination - Early Retirement	2014-10-28	2020-01-05	1	40	5	127261
E300041	DIV02	DEP023	444	JC_Expert	M252825	Voluntary Termination - Compensation	2014-10-28	2019-09-07	1	40	5	106931
E300042	DIV02	DEP023	444	JC_Expert	M252825	Voluntary Termination - Compensation	2014-10-28	2019-08-16	1	40	5	273900
E300043	DIV02	DEP023	252	JC_Specialist	M252825	Voluntary Termination - Compensation	2014-10-28	2019-08-11	1	40	5	47707
E300044	DIV03	DEP023	371	JC_Associate	M237930	Voluntary Termination - Compensation	2014-10-28	2019-08-12	1	40	5	93080
E300045	DIV03	DEP023	451	JC_Specialist	M237930	Voluntary Termination - Career Development	2014-10-28	2019-07-08	1	40	5	88097
E300046	DIV03	DEP023	452	JC_Senior specialist	M237930	Voluntary Termination - Compensation	2014-10-28	2019-10-05	1	40	5	130247
E300047	DIV02	DEP023	461	JC_Associate	M252825	Voluntary Termination - Compensation	2014-10-28	2019-09-28	1	40	5	51011
E300048	DIV09	DEP023	453	JC_Expert	M300121	Voluntary Termination - Career Development	2014-10-28	2019-11-10	1	40	5	127125
E300049	DIV09	DEP023	444	JC_Expert	M300121	Voluntary Termination - Compensation	2014-10-28	2019-09-04	1	40	5	64286
E300050	DIV02	DEP023	443	JC_Senior specialist	M252825	Voluntary Termination - Compensation	2014-10-28	2019-07-13	1	40	5	84154
E300051	DIV09	DEP023	452	JC_Senior specialist	M300121	Voluntary Termination - Compensation	2014-10-28	2019-08-31	1	40	5	85643
E300052	DIV02	DEP023	411	JC_Associate	M252825	Voluntary Termination - Early Retirement	2014-10-28	2019-10-01	1	40	5	100187
E300053	DIV03	DEP023	601	JC_Executive	M266882	Voluntary Termination - Career Development	2014-10-28	2019-08-12	1	40	5	47061
E300054	DIV03	DEP023	442	JC_Specialist	M237930	Voluntary Termination - Compensation	2014-10-28	2019-07-18	1	40	5	97666
E300055	DIV02	DEP023	251	JC_Associate	M252825	Voluntary Termination - Compensation	2014-12-02	2019-07-20	1	40	5	132299
E300056	DIV03	DEP023	444	JC_Expert	M237930	Voluntary Termination - Compensation	2014-12-02	2019-05-19	1	40	5	89448
E300057	DIV02	DEP023	443	JC_Senior specialist	M252825	Voluntary Termination - Compensation	2014-12-02	2020-01-05	1	40	5	102484
E300058	DIV03	DEP023	251	JC_Associate	M237930	Voluntary Termination - Compensation	2014-12-02	2019-07-14	1	40	5	76154
E300059	DIV05	DEP023	444	JC_Expert	M044139	Voluntary Termination - Career Development	2014-12-02	2019-10-14	1	40	5	56212
E300060	DIV03	DEP023	412	JC_Specialist	M237930	Voluntary Termination - Compensation	2014-12-02	2019-09-01	1	40	5	94920
E300061	DIV03	DEP023	251	JC_Associate	M237930	Voluntary Termination - Career Development	2014-12-02	2019-07-01	1	40	5	230410
E300062	DIV02	DEP023	441	JC_Associate	M252825	Involuntary Elimination of Position	2014-12-02	2019-08-18	1	40	5	89048
E300063	DIV09	DEP023	311	JC_Associate	M300121	Involuntary Elimination of Position	2014-12-02	2020-01-14	1	40	5	47889
E300064	DIV03	DEP023	442	JC_Specialist	M237930	Involuntary Elimination of Position	2014-12-02	2019-08-02	1	40	5	281733
E300065	DIV09	DEP023	431	JC_Associate	M300121	Involuntary Elimination of Position	2014-12-02	2019-08-17	1	40	5	67448
E300066	DIV09	DEP023	441	JC_Associate	M300121	Voluntary Termination - Compensation	2014-12-02	2019-09-17	1	40	5	69082
E300067	DIV07	DEP023	452	JC_Senior specialist	M154464	Voluntary Termination - Compensation	2014-12-02	2019-10-06	1	40	5	50016
E300068	DIV03	DEP023	461	JC_Associate	M237930	Voluntary Termination - Compensation	2014-12-02	2019-09-14	1	40	5	130839
E300069	DIV03	DEP023	461	JC_Associate	M266882	Voluntary Termination - Compensation	2014-12-02	2019-12-21	1	40	5	45501
E300070	DIV03	DEP023	362	JC_Specialist	M237930	Voluntary Termination - Compensation	2014-12-02	2019-09-16	1	40	5	76604
E300071	DIV03	DEP023	454	JC_Manager	M237930	Voluntary Termination - Compensation	2014-12-02	2019-08-10	1	40	5	125906
E300072	DIV02	DEP023	445	JC_Manager	M252825	Voluntary Termination - Compensation	2014-12-02	2019-08-18	1	40	5	43930
E300073	DIV02	DEP023	261	JC_Associate	M252825	Voluntary Termination - Compensation	2014-12-02	2019-09-18	1	40	5	384440
E300074	DIV02	DEP023	444	JC_Expert	M252825	Voluntary Termination - Early Retirement	2014-12-02	2019-07-05	1	40	5	53925
E300075	DIV03	DEP023	451	JC_Specialist	M237930	Voluntary Termination - Early Retirement	2014-12-02	2019-07-14	1	40	5	280549
E300076	DIV02	DEP023	453	JC_Expert	M252825	Voluntary Termination - Early Retirement	2014-12-02	2019-10-07	1	40	5	130383
E300077	DIV02	DEP023	432	JC_Specialist	M252825	Voluntary Termination - Early Retirement	2014-12-02	2019-10-05	1	40	5	102853
E300078	DIV09	DEP023	443	JC_Senior specialist	M300121	Voluntary Termination - Career Development	2014-12-02	2019-08-31	1	40	5	259650
E300079	DIV03	DEP023	443	JC_Senior specialist	M237930	Voluntary Termination - Personal Reason	2014-12-02	2019-08-18	1	40	5	282338
E300080	DIV02	DEP023	443	JC_Senior specialist	M252825	Voluntary Termination - Personal Reason	2014-12-02	2019-09-01	1	40	5	92133
E300081	DIV03	DEP023	443	JC_Senior specialist	M237930	Voluntary Termination - Early Retirement	2014-12-02	2019-12-28	1	40	5	104189
E300082	DIV05	DEP023	452	JC_Senior specialist	M044139	Involuntary Elimination of Position	2014-12-02	2019-12-02	1	40	5	80647
E300083	DIV03	DEP023	452	JC_Senior specialist	M266882	Involuntary Elimination of Position	2014-12-02	2019-12-10	1	40	5	46160
E300084	DIV04	DEP023	443	JC_Senior specialist	M096889	Involuntary Elimination of Position	2014-12-02	2019-07-13	1	40	5	97153
E300085	DIV03	DEP023	442	JC_Specialist	M237930	Voluntary Termination - Personal Reason	2014-12-02	2019-07-27	1	40	5	83517
E300086	DIV09	DEP023	443	JC_Senior specialist	M300121	Voluntary Termination - Early Retirement	2014-03-12	2019-08-10	1	40	5	97542
E300087	DIV09	DEP023	453	JC_Expert	M300121	Voluntary Termination - Personal Reason	2014-03-12	2019-11-02	1	40	5	79786
E300088	DIV08	DEP023	452	JC_Senior specialist	M221184	Voluntary Termination - Personal Reason	2014-03-12	2020-01-25	1	40	5	77662
E300089	DIV03	DEP023	432	JC_Specialist	M237930	Voluntary Termination - Personal Reason	2014-03-12	2019-08-12	1	40	5	77902
E300090	DIV03	DEP023	253	JC_Senior specialist	M237930	Voluntary Termination - Personal Reason	2014-03-12	2019-10-10	1	40	5	93386
E300091	DIV03	DEP023	253	JC_Senior specialist	M237930	Voluntary Termination - Early Retirement	2014-03-12	2019-11-01	1	40	5	138749
E300092	DIV03	DEP023	444	JC_Expert	M237930	Involuntary Elimination of Position	2014-03-12	2019-08-03	1	40	5	76641
E300093	DIV01	DEP023	445	JC_Manager	M144808	Voluntary Termination - Personal Reason	2014-03-12	2019-07-15	1	40	5	277699
E300094	DIV02	DEP023	453	JC_Expert	M252825	Voluntary Termination - Personal Reason	2014-03-12	2019-09-22	1	40	5	43039
E300095	DIV09	DEP023	444	JC_Expert	M300121	Involuntary Elimination of Position	2014-03-12	2016-02-05	1	40	5	70995
E300096	DIV02	DEP023	445	JC_Manager	M252825	Voluntary Termination - Career Development	2014-12-10	2020-02-08	1	40	5	110389
E300097	DIV00	DEP023	444	JC_Expert	M217443	Volutary termination - Worklife balance	2019-01-10	2020-02-08	1	40	5	613730
E300098	DIV02	DEP023	446	JC_Director	M252825	Volutary termination - Worklife balance	2019-02-10	2020-02-08	1	40	5	91887
E300099	DIV03	DEP023	452	JC_Senior specialist	M237930	Volutary termination - Worklife balance	2019-02-10	2020-02-08	1	40	5	80358
E300100	DIV09	DEP023	444	JC_Expert	M300121	Volutary termination - Worklife balance	2019-02-10	2020-02-08	1	40	5	47111
E300137	DIV02	DEP023	452	JC_Senior specialist	M252825	Volutary termination - Worklife balance	2021-03-19	2021-12-31	1	40	5	347773
E300138	DIV02	DEP023	402	JC_Specialist	M252825	Volutary termination - Worklife balance	2021-04-10	2021-12-31	1	40	5	95957
E300139	DIV08	DEP023	452	JC_Senior specialist	M236190	Volutary termination - Worklife balance	2021-03-06	2021-12-31	1	40	5	42154
E300140	DIV03	DEP023	461	JC_Associate	M237930	Volutary termination - Worklife balance	2021-04-03	2021-12-31	1	40	5	480769
E299667	DIV02	DEP023	442	JC_Specialist	M252825	Volutary termination - Worklife balance	2020-03-28	2021-12-31	1	40	5	84448
\.

COPY employee_performance (employeeid, performance, impactofloss, futureleader) FROM stdin;
E000094	Successful	Unassigned	#
E000245	Insufficient	very high impact	#
E000249	Satisfactory	very high impact	FALSE
E000392	Satisfactory	Unassigned	#
E000707	Insufficient	very high impact	FALSE
E000849	Insufficient	Unassigned	TRUE
E000899	Satisfactory	Unassigned	FALSE
E000928	Progressing	very high impact	TRUE
E001085	Successful	Unassigned	#
E001516	Insufficient	medium impact	TRUE
E001724	Successful	Unassigned	FALSE
E001747	Insufficient	medium impact	#
E001945	Insufficient	Unassigned	FALSE
E002033	Insufficient	Unassigned	TRUE
E002050	Extraordinary	very high impact	#
E002358	Insufficient	very high impact	TRUE
E003039	Insufficient	Unassigned	#
E003114	Insufficient	very high impact	#
E003139	Satisfactory	Unassigned	#
E004551	Satisfactory	Unassigned	FALSE
E005043	Satisfactory	very high impact	#
E005292	Outstanding	Unassigned	#
E005935	Insufficient	Unassigned	FALSE
E006070	Successful	Unassigned	#
E006494	Successful	Unassigned	#
E007063	Outstanding	very high impact	#
E007561	Extraordinary	medium impact	TRUE
E008043	Successful	Unassigned	FALSE
E008099	Satisfactory	very high impact	TRUE
E009099	Insufficient	Unassigned	TRUE
E009731	Insufficient	very high impact	TRUE
E009732	Satisfactory	Unassigned	#
E009897	Extraordinary	Unassigned	FALSE
E010072	Insufficient	Unassigned	FALSE
E010127	Outstanding	Unassigned	#
E010260	Satisfactory	very high impact	TRUE
E010631	Successful	Unassigned	TRUE
E010869	Insufficient	Unassigned	FALSE
E011085	Satisfactory	Unassigned	#
E011786	Outstanding	medium impact	#
E011803	Satisfactory	Unassigned	#
E012040	Progressing	Unassigned	#
E012863	Extraordinary	very high impact	FALSE
E012908	Outstanding	very high impact	TRUE
E012910	Insufficient	very high impact	#
E012911	Successful	very high impact	TRUE
E013049	Successful	medium impact	TRUE
E013080	Outstanding	Unassigned	FALSE
E013296	Outstanding	very high impact	#
E014311	Satisfactory	medium impact	TRUE
E014813	Insufficient	Unassigned	#
E014919	Successful	Unassigned	#
E015365	Insufficient	Unassigned	#
E015570	Satisfactory	very high impact	TRUE
E016145	Insufficient	very high impact	#
E016647	Satisfactory	very high impact	TRUE
E016813	Satisfactory	Unassigned	#
E016945	Satisfactory	very high impact	TRUE
E017149	Successful	Unassigned	TRUE
E017164	Successful	very high impact	FALSE
E017429	Satisfactory	very high impact	TRUE
E017597	Progressing	very high impact	TRUE
E017643	Satisfactory	Unassigned	FALSE
E017904	Outstanding	very high impact	TRUE
E018432	Insufficient	Unassigned	#
E018789	Satisfactory	very high impact	TRUE
E019006	Successful	very high impact	#
E019045	Satisfactory	medium impact	#
E019248	Satisfactory	very high impact	TRUE
E019441	Outstanding	Unassigned	#
E019473	Successful	Unassigned	#
E299668	Successful	Unassigned	#
E020599	Successful	Unassigned	#
E023550	Satisfactory	medium impact	#
E025067	Satisfactory	Unassigned	#
E029891	Satisfactory	Unassigned	#
E031110	Satisfactory	Unassigned	TRUE
E032136	Insufficient	Unassigned	#
E032226	Insufficient	very high impact	#
E032265	Progressing	very high impact	TRUE
E032510	Outstanding	Unassigned	#
E033083	Extraordinary	very high impact	TRUE
E033329	Insufficient	Unassigned	#
E033391	Satisfactory	Unassigned	#
E033514	Outstanding	very high impact	#
E033711	Successful	very high impact	FALSE
E034304	Successful	Unassigned	#
E034691	Progressing	Unassigned	FALSE
E034854	Successful	very high impact	TRUE
E035402	Insufficient	Unassigned	#
E003682	Satisfactory	medium impact	TRUE
E035925	Satisfactory	medium impact	#
E036686	Successful	Unassigned	TRUE
E036805	Satisfactory	very high impact	#
E037122	Insufficient	Unassigned	TRUE
E037286	Progressing	Unassigned	#
E037827	Satisfactory	Unassigned	#
E037981	Satisfactory	very high impact	#
E003720	Progressing	Unassigned	#
E038261	Successful	Unassigned	FALSE
E038588	Extraordinary	very high impact	#
E003956	Satisfactory	Unassigned	#
E039236	Outstanding	Unassigned	FALSE
E039468	Progressing	Unassigned	#
E039897	Insufficient	Unassigned	#
E040731	Extraordinary	medium impact	#
E041119	Insufficient	Unassigned	#
E041336	Satisfactory	very high impact	#
E041378	Progressing	medium impact	TRUE
E042076	Successful	very high impact	TRUE
E042116	Insufficient	Unassigned	TRUE
E042395	Insufficient	very high impact	TRUE
E042444	Successful	Unassigned	#
E042449	Successful	Unassigned	FALSE
E042648	Successful	Unassigned	FALSE
E042934	Satisfactory	Unassigned	#
E043111	Outstanding	Unassigned	TRUE
E043212	Insufficient	Unassigned	TRUE
E043216	Outstanding	Unassigned	FALSE
E043497	Successful	Unassigned	#
E043857	Extraordinary	medium impact	TRUE
E044209	Progressing	medium impact	#
E044465	Insufficient	Unassigned	#
E044724	Insufficient	Unassigned	FALSE
E044771	Outstanding	Unassigned	TRUE
E045291	Extraordinary	very high impact	#
E045576	Insufficient	Unassigned	TRUE
E008072	Insufficient	medium impact	TRUE
E047301	Insufficient	Unassigned	#
E047628	Outstanding	Unassigned	#
E048203	Insufficient	Unassigned	#
E049035	Progressing	very high impact	#
E049278	Successful	very high impact	#
E049529	Outstanding	Unassigned	TRUE
E049665	Successful	very high impact	#
E009586	Successful	Unassigned	#
E049840	Satisfactory	Unassigned	TRUE
E049894	Progressing	Unassigned	TRUE
E049972	Insufficient	Unassigned	FALSE
E050084	Satisfactory	Unassigned	TRUE
E050121	Insufficient	Unassigned	TRUE
E050232	Satisfactory	Unassigned	FALSE
E050876	Satisfactory	Unassigned	#
E051425	Satisfactory	Unassigned	#
E051673	Satisfactory	Unassigned	#
E052176	Outstanding	Unassigned	TRUE
E052710	Successful	Unassigned	#
E052792	Successful	Unassigned	#
E053339	Insufficient	Unassigned	#
E053570	Progressing	Unassigned	TRUE
E054330	Extraordinary	Unassigned	TRUE
E054381	Successful	Unassigned	#
E054607	Extraordinary	medium impact	#
E055236	Satisfactory	Unassigned	TRUE
E055438	Satisfactory	Unassigned	TRUE
E055687	Satisfactory	Unassigned	#
E056710	Progressing	Unassigned	#
E056816	Satisfactory	Unassigned	TRUE
E056995	Outstanding	medium impact	TRUE
E057557	Satisfactory	Unassigned	#
E057879	Successful	Unassigned	TRUE
E057888	Successful	Unassigned	#
E058220	Successful	Unassigned	TRUE
E058269	Outstanding	Unassigned	#
E058435	Insufficient	Unassigned	#
E059034	Extraordinary	very high impact	#
E059116	Satisfactory	Unassigned	FALSE
E011442	Satisfactory	Unassigned	#
E060532	Outstanding	Unassigned	FALSE
E060808	Satisfactory	Unassigned	TRUE
E061178	Outstanding	Unassigned	FALSE
E061217	Outstanding	Unassigned	TRUE
E061830	Successful	Unassigned	#
E062112	Progressing	medium impact	TRUE
E062171	Successful	Unassigned	FALSE
E062287	Satisfactory	medium impact	#
E062392	Successful	Unassigned	FALSE
E062414	Outstanding	Unassigned	TRUE
E062439	Successful	very high impact	#
E062470	Satisfactory	Unassigned	TRUE
E063021	Insufficient	Unassigned	#
E063203	Insufficient	Unassigned	#
E063284	Progressing	Unassigned	#
E063710	Satisfactory	Unassigned	#
E064758	Insufficient	Unassigned	FALSE
E064790	Satisfactory	Unassigned	#
E065013	Insufficient	Unassigned	#
E065354	Satisfactory	medium impact	#
E066221	Satisfactory	very high impact	#
E066493	Insufficient	Unassigned	FALSE
E066909	Satisfactory	Unassigned	TRUE
E067408	Successful	Unassigned	TRUE
E067571	Satisfactory	Unassigned	TRUE
E067594	Successful	Unassigned	#
E068195	Insufficient	Unassigned	FALSE
E068446	Satisfactory	Unassigned	#
E069180	Insufficient	Unassigned	TRUE
E069610	Successful	Unassigned	TRUE
E069773	Insufficient	Unassigned	FALSE
E069905	Outstanding	Unassigned	#
E069908	Satisfactory	medium impact	TRUE
E070521	Insufficient	Unassigned	#
E070570	Progressing	Unassigned	#
E070596	Satisfactory	Unassigned	FALSE
E071255	Satisfactory	Unassigned	TRUE
E071888	Satisfactory	very high impact	#
E072221	Successful	Unassigned	TRUE
E072275	Satisfactory	medium impact	TRUE
E072374	Satisfactory	Unassigned	FALSE
E014067	Satisfactory	very high impact	#
E073936	Outstanding	medium impact	TRUE
E074087	Successful	Unassigned	#
E074121	Successful	Unassigned	#
E074234	Satisfactory	Unassigned	#
E074375	Successful	Unassigned	TRUE
E074415	Satisfactory	very high impact	#
E074517	Successful	very high impact	#
E074901	Satisfactory	Unassigned	TRUE
E074948	Satisfactory	very high impact	#
E075436	Extraordinary	Unassigned	#
E076345	Successful	Unassigned	TRUE
E077136	Extraordinary	Unassigned	TRUE
E077381	Satisfactory	Unassigned	FALSE
E016296	Insufficient	Unassigned	TRUE
E078389	Insufficient	Unassigned	TRUE
E078426	Successful	Unassigned	FALSE
E078612	Successful	Unassigned	TRUE
E078681	Outstanding	Unassigned	#
E078928	Successful	Unassigned	#
E079068	Successful	Unassigned	#
E079106	Outstanding	medium impact	#
E080578	Successful	Unassigned	TRUE
E081389	Successful	Unassigned	#
E081543	Outstanding	Unassigned	#
E084061	Successful	very high impact	FALSE
E084077	Successful	Unassigned	#
E084143	Satisfactory	Unassigned	#
E084183	Insufficient	medium impact	TRUE
E084490	Successful	Unassigned	TRUE
E084661	Satisfactory	Unassigned	TRUE
E085125	Satisfactory	Unassigned	#
E085186	Progressing	Unassigned	TRUE
E085404	Outstanding	Unassigned	TRUE
E085673	Successful	Unassigned	#
E085741	Satisfactory	Unassigned	#
E086340	Satisfactory	Unassigned	TRUE
E086586	Outstanding	medium impact	TRUE
E086664	Successful	Unassigned	#
E087280	Outstanding	Unassigned	#
E089626	Successful	Unassigned	TRUE
E017695	Insufficient	Unassigned	#
E091667	Satisfactory	very high impact	#
E094339	Extraordinary	Unassigned	TRUE
E094828	Satisfactory	Unassigned	FALSE
E096013	Outstanding	Unassigned	TRUE
E098863	Insufficient	Unassigned	FALSE
E103866	Insufficient	medium impact	#
E104148	Satisfactory	Unassigned	FALSE
E020105	Successful	Unassigned	TRUE
E020119	Outstanding	very high impact	#
E022785	Successful	Unassigned	#
E113211	Insufficient	Unassigned	#
E114585	Successful	Unassigned	#
E114735	Successful	Unassigned	#
E027174	Successful	medium impact	#
E027507	Extraordinary	very high impact	#
E119581	Satisfactory	medium impact	TRUE
E121194	Extraordinary	Unassigned	FALSE
E032687	Insufficient	Unassigned	TRUE
E123482	Insufficient	Unassigned	#
E034090	Extraordinary	Unassigned	FALSE
E034346	Insufficient	Unassigned	FALSE
E034894	Successful	Unassigned	#
E035336	Successful	medium impact	#
E035565	Successful	Unassigned	#
E131959	Successful	Unassigned	TRUE
E138406	Outstanding	very high impact	#
E138712	Successful	Unassigned	#
E150556	Successful	Unassigned	TRUE
E152049	Successful	Unassigned	#
E038222	Successful	medium impact	#
E038675	Insufficient	Unassigned	#
E157200	Successful	very high impact	FALSE
E159632	Successful	Unassigned	TRUE
E163395	Progressing	Unassigned	#
E039862	Satisfactory	Unassigned	#
E041210	Progressing	medium impact	TRUE
E168799	Insufficient	Unassigned	#
E172739	Progressing	Unassigned	#
E299669	Satisfactory	Unassigned	#
E041510	Outstanding	Unassigned	FALSE
E187962	Successful	Unassigned	FALSE
E190410	Satisfactory	Unassigned	TRUE
E192639	Satisfactory	Unassigned	#
E044105	Outstanding	Unassigned	#
E044139	Extraordinary	Unassigned	FALSE
E044175	Insufficient	Unassigned	#
E206956	Extraordinary	Unassigned	TRUE
E209320	Successful	Unassigned	#
E196475	Satisfactory	Unassigned	FALSE
E045175	Insufficient	Unassigned	#
E045588	Extraordinary	Unassigned	FALSE
E215481	Satisfactory	Unassigned	#
E045869	Outstanding	medium impact	TRUE
E216877	Extraordinary	medium impact	#
E217443	Outstanding	Unassigned	#
E047192	Insufficient	Unassigned	FALSE
E048614	Satisfactory	very high impact	#
E230427	Satisfactory	very high impact	#
E049786	Insufficient	Unassigned	TRUE
E238255	Successful	Unassigned	TRUE
E239003	Insufficient	Unassigned	#
E239128	Satisfactory	very high impact	FALSE
E239479	Satisfactory	Unassigned	#
E240055	Extraordinary	Unassigned	#
E240195	Extraordinary	medium impact	#
E240340	Extraordinary	Unassigned	TRUE
E240832	Progressing	Unassigned	TRUE
E241489	Extraordinary	Unassigned	TRUE
E241676	Satisfactory	Unassigned	TRUE
E241744	Successful	Unassigned	#
E242108	Satisfactory	Unassigned	#
E242774	Outstanding	medium impact	TRUE
E243160	Successful	Unassigned	#
E244138	Progressing	Unassigned	#
E244224	Successful	Unassigned	TRUE
E230144	Successful	Unassigned	#
E230762	Satisfactory	Unassigned	TRUE
E244532	Satisfactory	Unassigned	#
E245656	Outstanding	very high impact	#
E245956	Extraordinary	Unassigned	#
E246422	Insufficient	Unassigned	FALSE
E246442	Insufficient	Unassigned	TRUE
E246698	Satisfactory	Unassigned	TRUE
E247011	Extraordinary	medium impact	TRUE
E247476	Successful	Unassigned	FALSE
E247977	Progressing	Unassigned	FALSE
E244429	Satisfactory	Unassigned	TRUE
E248574	Outstanding	very high impact	#
E244478	Outstanding	Unassigned	TRUE
E248811	Successful	Unassigned	#
E248894	Outstanding	Unassigned	#
E249285	Satisfactory	Unassigned	FALSE
E249456	Outstanding	Unassigned	#
E249554	Successful	Unassigned	#
E249630	Satisfactory	Unassigned	#
E250035	Satisfactory	Unassigned	FALSE
E250289	Successful	Unassigned	#
E250764	Insufficient	medium impact	#
E248763	Extraordinary	Unassigned	#
E248961	Successful	very high impact	#
E251108	Outstanding	medium impact	TRUE
E251178	Outstanding	Unassigned	FALSE
E252283	Satisfactory	Unassigned	TRUE
E252718	Insufficient	Unassigned	TRUE
E252825	Successful	Unassigned	FALSE
E253918	Successful	Unassigned	#
E254237	Successful	Unassigned	TRUE
E254387	Successful	Unassigned	FALSE
E254473	Satisfactory	Unassigned	#
E255984	Insufficient	medium impact	#
E256138	Outstanding	Unassigned	#
E250915	Successful	Unassigned	#
E256443	Outstanding	Unassigned	FALSE
E256505	Successful	Unassigned	TRUE
E257047	Successful	Unassigned	TRUE
E257215	Satisfactory	medium impact	TRUE
E051849	Successful	very high impact	#
E258590	Successful	medium impact	TRUE
E258670	Successful	Unassigned	#
E258697	Insufficient	Unassigned	#
E258739	Satisfactory	Unassigned	#
E258937	Successful	Unassigned	TRUE
E259511	Progressing	very high impact	#
E260466	Outstanding	Unassigned	TRUE
E260474	Outstanding	very high impact	#
E260750	Successful	Unassigned	TRUE
E261042	Extraordinary	Unassigned	TRUE
E261405	Outstanding	Unassigned	FALSE
E261551	Insufficient	Unassigned	TRUE
E261619	Successful	Unassigned	TRUE
E261658	Successful	Unassigned	FALSE
E262940	Outstanding	Unassigned	TRUE
E263151	Satisfactory	Unassigned	#
E263253	Successful	Unassigned	#
E263395	Insufficient	medium impact	#
E263686	Satisfactory	Unassigned	TRUE
E264178	Successful	Unassigned	#
E256376	Successful	very high impact	FALSE
E264544	Satisfactory	Unassigned	#
E264862	Extraordinary	medium impact	#
E264942	Successful	Unassigned	TRUE
E265621	Progressing	Unassigned	TRUE
E265658	Satisfactory	Unassigned	#
E265767	Successful	medium impact	#
E265901	Satisfactory	Unassigned	TRUE
E266311	Satisfactory	Unassigned	TRUE
E266545	Satisfactory	Unassigned	#
E266882	Satisfactory	medium impact	TRUE
E267365	Successful	Unassigned	#
E267514	Successful	Unassigned	TRUE
E264415	Insufficient	Unassigned	#
E268196	Progressing	Unassigned	TRUE
E269349	Outstanding	very high impact	#
E269436	Successful	Unassigned	FALSE
E054815	Successful	Unassigned	TRUE
E270356	Satisfactory	Unassigned	FALSE
E270671	Insufficient	Unassigned	#
E271718	Extraordinary	medium impact	TRUE
E266648	Satisfactory	Unassigned	FALSE
E272194	Satisfactory	medium impact	#
E272422	Insufficient	Unassigned	FALSE
E272781	Insufficient	Unassigned	TRUE
E272808	Progressing	very high impact	#
E273434	Satisfactory	Unassigned	TRUE
E274097	Extraordinary	Unassigned	#
E274203	Successful	Unassigned	#
E274811	Satisfactory	Unassigned	#
E276272	Successful	Unassigned	#
E276456	Successful	Unassigned	FALSE
E270979	Satisfactory	Unassigned	#
E276524	Successful	Unassigned	#
E276634	Satisfactory	medium impact	#
E271880	Successful	Unassigned	#
E276873	Progressing	very high impact	#
E276948	Outstanding	medium impact	TRUE
E277282	Satisfactory	Unassigned	TRUE
E277443	Successful	Unassigned	TRUE
E277603	Successful	Unassigned	TRUE
E277747	Successful	Unassigned	#
E277846	Satisfactory	Unassigned	FALSE
E278576	Extraordinary	Unassigned	#
E279983	Satisfactory	Unassigned	TRUE
E280104	Successful	Unassigned	TRUE
E280139	Outstanding	Unassigned	FALSE
E280274	Progressing	Unassigned	#
E280278	Extraordinary	medium impact	TRUE
E281696	Insufficient	Unassigned	#
E282189	Successful	Unassigned	FALSE
E282234	Outstanding	Unassigned	TRUE
E282371	Successful	very high impact	#
E282612	Satisfactory	medium impact	TRUE
E282726	Satisfactory	Unassigned	FALSE
E282948	Outstanding	very high impact	#
E283320	Extraordinary	medium impact	TRUE
E283665	Successful	Unassigned	#
E283744	Successful	Unassigned	#
E283996	Outstanding	Unassigned	TRUE
E284241	Progressing	very high impact	#
E284601	Satisfactory	very high impact	#
E284913	Insufficient	Unassigned	TRUE
E285378	Satisfactory	Unassigned	TRUE
E286755	Progressing	Unassigned	FALSE
E286888	Satisfactory	Unassigned	TRUE
E286939	Successful	Unassigned	TRUE
E273393	Successful	Unassigned	FALSE
E287170	Progressing	Unassigned	TRUE
E287352	Satisfactory	Unassigned	#
E287397	Successful	Unassigned	TRUE
E287629	Progressing	Unassigned	#
E287858	Satisfactory	Unassigned	#
E287920	Successful	medium impact	#
E288317	Satisfactory	Unassigned	#
E288381	Successful	Unassigned	#
E288676	Progressing	very high impact	FALSE
E289093	Satisfactory	Unassigned	#
E289175	Successful	medium impact	#
E289224	Extraordinary	Unassigned	TRUE
E289523	Insufficient	medium impact	#
E289723	Satisfactory	Unassigned	TRUE
E289925	Satisfactory	Unassigned	TRUE
E291083	Successful	Unassigned	#
E291172	Satisfactory	Unassigned	#
E291985	Insufficient	medium impact	TRUE
E292815	Successful	Unassigned	#
E292859	Satisfactory	Unassigned	TRUE
E292880	Satisfactory	Unassigned	TRUE
E293025	Satisfactory	Unassigned	#
E293226	Successful	Unassigned	#
E293858	Outstanding	Unassigned	#
E055746	Satisfactory	Unassigned	FALSE
E294377	Outstanding	Unassigned	TRUE
E295047	Outstanding	Unassigned	FALSE
E296041	Successful	Unassigned	#
E296306	Extraordinary	Unassigned	FALSE
E296403	Extraordinary	medium impact	#
E276486	Progressing	Unassigned	FALSE
E296701	Satisfactory	Unassigned	TRUE
E276871	Satisfactory	very high impact	#
E296921	Satisfactory	Unassigned	TRUE
E297059	Satisfactory	Unassigned	#
E297373	Successful	Unassigned	#
E297406	Insufficient	Unassigned	#
E297522	Insufficient	Unassigned	#
E287100	Extraordinary	Unassigned	FALSE
E057923	Satisfactory	Unassigned	#
E058030	Satisfactory	Unassigned	#
E296679	Extraordinary	Unassigned	FALSE
E296891	Satisfactory	Unassigned	#
E297819	Insufficient	Unassigned	#
E298402	Insufficient	medium impact	#
E059463	Successful	Unassigned	#
E223494	Progressing	Unassigned	#
E223604	Progressing	Unassigned	TRUE
E223612	Satisfactory	Unassigned	TRUE
E223844	Extraordinary	Unassigned	FALSE
E224244	Insufficient	Unassigned	TRUE
E224289	Progressing	Unassigned	TRUE
E224461	Satisfactory	Unassigned	FALSE
E225055	Satisfactory	Unassigned	TRUE
E225076	Successful	Unassigned	#
E225257	Outstanding	Unassigned	TRUE
E225459	Outstanding	Unassigned	#
E225490	Successful	Unassigned	#
E225540	Extraordinary	medium impact	#
E225557	Insufficient	Unassigned	TRUE
E225588	Progressing	Unassigned	#
E225776	Progressing	Unassigned	#
E225789	Insufficient	Unassigned	FALSE
E225978	Satisfactory	Unassigned	#
E226543	Insufficient	Unassigned	#
E227179	Satisfactory	medium impact	#
E227786	Extraordinary	Unassigned	TRUE
E228064	Satisfactory	Unassigned	TRUE
E228336	Satisfactory	Unassigned	#
E228906	Outstanding	medium impact	#
E228925	Insufficient	Unassigned	TRUE
E229254	Extraordinary	Unassigned	TRUE
E214716	Outstanding	Unassigned	#
E230356	Successful	Unassigned	#
E223491	Successful	Unassigned	TRUE
E230769	Outstanding	medium impact	TRUE
E231772	Extraordinary	Unassigned	#
E232296	Outstanding	Unassigned	#
E232625	Extraordinary	Unassigned	TRUE
E233310	Satisfactory	Unassigned	#
E234104	Successful	Unassigned	TRUE
E234286	Outstanding	Unassigned	#
E234491	Satisfactory	Unassigned	#
E234576	Insufficient	Unassigned	#
E235360	Satisfactory	Unassigned	FALSE
E235701	Progressing	Unassigned	#
E235736	Progressing	Unassigned	FALSE
E235804	Outstanding	Unassigned	TRUE
E235856	Satisfactory	Unassigned	FALSE
E236190	Satisfactory	Unassigned	TRUE
E236816	Insufficient	Unassigned	#
E237201	Outstanding	medium impact	TRUE
E237337	Progressing	Unassigned	FALSE
E237469	Successful	medium impact	#
E237824	Satisfactory	Unassigned	FALSE
E237930	Successful	Unassigned	TRUE
E238253	Satisfactory	Unassigned	#
E019621	Successful	Unassigned	TRUE
E019691	Successful	Unassigned	#
E019974	Successful	Unassigned	#
E020098	Progressing	Unassigned	#
E020895	Successful	Unassigned	#
E020953	Insufficient	Unassigned	FALSE
E021020	Outstanding	Unassigned	#
E021392	Satisfactory	Unassigned	#
E021407	Satisfactory	Unassigned	#
E021799	Satisfactory	Unassigned	FALSE
E021981	Satisfactory	Unassigned	#
E023000	Insufficient	Unassigned	#
E023067	Successful	medium impact	#
E023753	Satisfactory	Unassigned	#
E024367	Satisfactory	Unassigned	#
E024764	Satisfactory	medium impact	TRUE
E024878	Outstanding	Unassigned	FALSE
E024956	Successful	Unassigned	TRUE
E024971	Satisfactory	Unassigned	TRUE
E024981	Insufficient	Unassigned	TRUE
E025357	Satisfactory	Unassigned	#
E025447	Satisfactory	Unassigned	FALSE
E025684	Successful	Unassigned	FALSE
E025802	Satisfactory	Unassigned	#
E025941	Successful	Unassigned	TRUE
E026335	Successful	Unassigned	TRUE
E026664	Successful	Unassigned	FALSE
E026901	Insufficient	Unassigned	#
E028929	Progressing	medium impact	TRUE
E029229	Satisfactory	medium impact	#
E029232	Insufficient	Unassigned	#
E029363	Extraordinary	Unassigned	#
E029434	Extraordinary	Unassigned	FALSE
E030148	Satisfactory	Unassigned	TRUE
E030252	Successful	very high impact	#
E030308	Outstanding	Unassigned	TRUE
E030449	Satisfactory	medium impact	TRUE
E030847	Satisfactory	Unassigned	FALSE
E031336	Satisfactory	Unassigned	#
E031412	Outstanding	medium impact	TRUE
E086988	Progressing	Unassigned	#
E087094	Satisfactory	Unassigned	#
E087196	Satisfactory	Unassigned	#
E087567	Outstanding	Unassigned	TRUE
E087682	Satisfactory	very high impact	#
E088459	Progressing	very high impact	#
E088523	Outstanding	Unassigned	TRUE
E089235	Outstanding	very high impact	#
E089567	Extraordinary	Unassigned	#
E089958	Successful	Unassigned	TRUE
E090279	Extraordinary	Unassigned	TRUE
E090444	Extraordinary	Unassigned	FALSE
E090647	Successful	Unassigned	TRUE
E090926	Outstanding	Unassigned	TRUE
E091364	Satisfactory	Unassigned	FALSE
E091684	Successful	Unassigned	TRUE
E091951	Outstanding	Unassigned	#
E092267	Satisfactory	Unassigned	TRUE
E092410	Satisfactory	Unassigned	#
E092563	Satisfactory	Unassigned	#
E092666	Satisfactory	medium impact	#
E092752	Successful	Unassigned	TRUE
E093962	Satisfactory	Unassigned	#
E094125	Insufficient	Unassigned	#
E094409	Successful	Unassigned	FALSE
E094843	Insufficient	Unassigned	#
E095003	Insufficient	Unassigned	#
E095280	Successful	medium impact	TRUE
E095568	Progressing	Unassigned	TRUE
E096719	Satisfactory	Unassigned	TRUE
E096826	Extraordinary	Unassigned	#
E096889	Successful	medium impact	#
E097066	Successful	Unassigned	TRUE
E097292	Insufficient	Unassigned	TRUE
E097660	Satisfactory	Unassigned	#
E097675	Satisfactory	Unassigned	#
E098415	Extraordinary	Unassigned	TRUE
E098433	Insufficient	medium impact	TRUE
E099384	Satisfactory	Unassigned	#
E100133	Successful	Unassigned	#
E100468	Satisfactory	Unassigned	TRUE
E100693	Extraordinary	Unassigned	#
E101459	Successful	Unassigned	TRUE
E101985	Successful	Unassigned	#
E102443	Successful	Unassigned	#
E102505	Insufficient	Unassigned	#
E102511	Satisfactory	Unassigned	FALSE
E102787	Satisfactory	Unassigned	#
E103157	Successful	Unassigned	FALSE
E103930	Insufficient	Unassigned	TRUE
E104104	Outstanding	Unassigned	FALSE
E104333	Successful	Unassigned	TRUE
E104358	Insufficient	Unassigned	#
E104691	Extraordinary	medium impact	TRUE
E105518	Successful	Unassigned	FALSE
E106119	Progressing	medium impact	#
E106858	Satisfactory	Unassigned	FALSE
E107272	Successful	Unassigned	TRUE
E107440	Successful	Unassigned	#
E107993	Outstanding	Unassigned	TRUE
E108140	Satisfactory	Unassigned	#
E108157	Satisfactory	Unassigned	#
E108402	Successful	Unassigned	#
E108817	Satisfactory	Unassigned	#
E109328	Satisfactory	Unassigned	FALSE
E109436	Satisfactory	Unassigned	#
E109511	Successful	Unassigned	#
E109538	Satisfactory	Unassigned	#
E109656	Extraordinary	Unassigned	FALSE
E109659	Successful	Unassigned	#
E110370	Successful	Unassigned	#
E110484	Satisfactory	medium impact	#
E110507	Extraordinary	Unassigned	#
E111323	Successful	Unassigned	#
E111614	Extraordinary	medium impact	TRUE
E111786	Outstanding	Unassigned	FALSE
E111790	Successful	Unassigned	TRUE
E111852	Successful	Unassigned	TRUE
E111869	Progressing	Unassigned	TRUE
E112728	Satisfactory	Unassigned	#
E113023	Progressing	Unassigned	FALSE
E113470	Extraordinary	Unassigned	FALSE
E113896	Satisfactory	Unassigned	#
E114037	Insufficient	Unassigned	TRUE
E114353	Satisfactory	Unassigned	TRUE
E114771	Progressing	Unassigned	FALSE
E115460	Progressing	Unassigned	#
E115682	Extraordinary	medium impact	TRUE
E115849	Progressing	medium impact	#
E116009	Satisfactory	Unassigned	#
E116630	Outstanding	Unassigned	#
E116633	Outstanding	Unassigned	FALSE
E117943	Successful	Unassigned	TRUE
E118900	Progressing	very high impact	#
E118926	Successful	Unassigned	TRUE
E118944	Successful	medium impact	TRUE
E118987	Successful	Unassigned	FALSE
E119030	Successful	Unassigned	#
E119589	Extraordinary	medium impact	TRUE
E119646	Satisfactory	Unassigned	#
E119697	Progressing	Unassigned	#
E119954	Outstanding	Unassigned	#
E120682	Insufficient	Unassigned	TRUE
E120686	Satisfactory	very high impact	#
E120802	Successful	very high impact	#
E121225	Progressing	Unassigned	TRUE
E121650	Satisfactory	very high impact	#
E121810	Extraordinary	Unassigned	#
E121833	Insufficient	Unassigned	TRUE
E122177	Successful	Unassigned	TRUE
E122701	Progressing	Unassigned	FALSE
E122891	Insufficient	Unassigned	TRUE
E123132	Outstanding	Unassigned	TRUE
E123159	Successful	Unassigned	FALSE
E123361	Outstanding	Unassigned	TRUE
E123596	Satisfactory	Unassigned	#
E123853	Insufficient	Unassigned	TRUE
E124650	Satisfactory	Unassigned	#
E124681	Successful	Unassigned	#
E124730	Progressing	medium impact	#
E124971	Insufficient	Unassigned	TRUE
E125051	Progressing	Unassigned	#
E125270	Outstanding	Unassigned	#
E125526	Satisfactory	Unassigned	FALSE
E125607	Satisfactory	Unassigned	#
E125799	Insufficient	Unassigned	#
E125990	Satisfactory	medium impact	#
E127660	Satisfactory	Unassigned	TRUE
E127746	Outstanding	Unassigned	TRUE
E129386	Insufficient	Unassigned	#
E129474	Successful	medium impact	#
E129568	Progressing	Unassigned	TRUE
E129696	Progressing	Unassigned	TRUE
E129946	Insufficient	Unassigned	#
E130149	Satisfactory	Unassigned	#
E130663	Successful	Unassigned	TRUE
E131047	Satisfactory	medium impact	TRUE
E131813	Insufficient	Unassigned	#
E131916	Insufficient	Unassigned	#
E131960	Satisfactory	Unassigned	TRUE
E132133	Successful	Unassigned	#
E132557	Insufficient	Unassigned	TRUE
E132690	Satisfactory	Unassigned	#
E132807	Satisfactory	Unassigned	#
E132837	Satisfactory	Unassigned	#
E132879	Satisfactory	Unassigned	FALSE
E133067	Insufficient	Unassigned	#
E133851	Satisfactory	Unassigned	FALSE
E134320	Satisfactory	Unassigned	TRUE
E134406	Insufficient	Unassigned	FALSE
E134573	Satisfactory	Unassigned	TRUE
E134994	Insufficient	Unassigned	#
E134996	Extraordinary	medium impact	TRUE
E135028	Successful	Unassigned	FALSE
E136475	Outstanding	medium impact	#
E136978	Insufficient	Unassigned	FALSE
E137071	Successful	Unassigned	TRUE
E137375	Satisfactory	Unassigned	#
E137521	Outstanding	Unassigned	TRUE
E137555	Insufficient	Unassigned	#
E138487	Insufficient	Unassigned	#
E138764	Progressing	Unassigned	#
E138788	Extraordinary	Unassigned	#
E139484	Satisfactory	Unassigned	FALSE
E139590	Successful	Unassigned	#
E139782	Successful	Unassigned	#
E140134	Successful	Unassigned	#
E141033	Successful	Unassigned	FALSE
E141101	Insufficient	Unassigned	#
E141782	Outstanding	Unassigned	#
E141936	Extraordinary	medium impact	#
E141972	Satisfactory	Unassigned	#
E142209	Successful	Unassigned	#
E142212	Outstanding	medium impact	TRUE
E143668	Extraordinary	Unassigned	FALSE
E144316	Satisfactory	Unassigned	TRUE
E144346	Progressing	Unassigned	TRUE
E144716	Successful	Unassigned	TRUE
E144808	Successful	Unassigned	#
E146006	Successful	Unassigned	FALSE
E146054	Satisfactory	Unassigned	FALSE
E146073	Successful	Unassigned	#
E146103	Satisfactory	Unassigned	TRUE
E146647	Extraordinary	Unassigned	TRUE
E146812	Insufficient	Unassigned	FALSE
E147155	Successful	Unassigned	#
E147398	Satisfactory	medium impact	TRUE
E147638	Satisfactory	medium impact	#
E148159	Satisfactory	Unassigned	#
E148728	Progressing	Unassigned	#
E148860	Insufficient	Unassigned	FALSE
E149226	Successful	Unassigned	TRUE
E149251	Successful	very high impact	#
E149594	Insufficient	Unassigned	TRUE
E149825	Successful	medium impact	TRUE
E149903	Successful	Unassigned	FALSE
E150324	Satisfactory	Unassigned	#
E151636	Successful	medium impact	TRUE
E151653	Outstanding	Unassigned	#
E152594	Successful	Unassigned	#
E152783	Satisfactory	Unassigned	#
E153081	Successful	Unassigned	TRUE
E153279	Successful	very high impact	#
E154464	Satisfactory	very high impact	#
E154492	Successful	Unassigned	TRUE
E154779	Insufficient	very high impact	#
E154935	Satisfactory	Unassigned	TRUE
E155267	Insufficient	Unassigned	TRUE
E155387	Outstanding	Unassigned	TRUE
E155559	Progressing	Unassigned	FALSE
E156371	Successful	Unassigned	TRUE
E156614	Satisfactory	Unassigned	TRUE
E156867	Extraordinary	Unassigned	FALSE
E157446	Insufficient	Unassigned	TRUE
E157553	Insufficient	Unassigned	#
E157554	Outstanding	Unassigned	TRUE
E158134	Successful	Unassigned	#
E159119	Satisfactory	Unassigned	#
E159331	Satisfactory	medium impact	#
E159366	Successful	Unassigned	TRUE
E160079	Satisfactory	Unassigned	#
E160181	Outstanding	Unassigned	#
E160214	Insufficient	Unassigned	FALSE
E160354	Satisfactory	Unassigned	#
E161366	Successful	Unassigned	#
E161953	Outstanding	medium impact	#
E162497	Progressing	Unassigned	TRUE
E162643	Successful	Unassigned	TRUE
E164716	Extraordinary	Unassigned	#
E165093	Successful	medium impact	#
E165288	Satisfactory	Unassigned	TRUE
E165372	Insufficient	Unassigned	TRUE
E165394	Insufficient	Unassigned	#
E165577	Successful	Unassigned	#
E166776	Extraordinary	Unassigned	TRUE
E166884	Insufficient	medium impact	TRUE
E167159	Outstanding	Unassigned	#
E167384	Successful	Unassigned	#
E167458	Outstanding	Unassigned	TRUE
E167524	Progressing	Unassigned	#
E168186	Satisfactory	Unassigned	TRUE
E169280	Outstanding	Unassigned	#
E169357	Satisfactory	Unassigned	#
E169982	Insufficient	Unassigned	#
E170411	Progressing	Unassigned	FALSE
E170453	Successful	Unassigned	#
E170582	Insufficient	Unassigned	FALSE
E171174	Progressing	Unassigned	TRUE
E171346	Satisfactory	Unassigned	FALSE
E171484	Satisfactory	Unassigned	TRUE
E171799	Extraordinary	Unassigned	#
E171876	Satisfactory	medium impact	TRUE
E172142	Successful	Unassigned	FALSE
E172264	Outstanding	medium impact	#
E172992	Outstanding	Unassigned	FALSE
E173823	Outstanding	Unassigned	TRUE
E174118	Satisfactory	Unassigned	#
E174234	Satisfactory	Unassigned	TRUE
E174349	Progressing	Unassigned	#
E174738	Satisfactory	Unassigned	#
E175474	Progressing	Unassigned	#
E175727	Progressing	Unassigned	#
E175772	Satisfactory	Unassigned	FALSE
E175844	Satisfactory	Unassigned	#
E176402	Successful	Unassigned	#
E176434	Extraordinary	Unassigned	#
E176595	Insufficient	Unassigned	FALSE
E176656	Satisfactory	Unassigned	#
E176950	Successful	Unassigned	#
E176967	Insufficient	medium impact	#
E177087	Extraordinary	Unassigned	#
E177150	Satisfactory	Unassigned	#
E177407	Progressing	medium impact	TRUE
E177417	Successful	Unassigned	FALSE
E178093	Satisfactory	Unassigned	TRUE
E178419	Insufficient	Unassigned	TRUE
E179068	Insufficient	Unassigned	TRUE
E179247	Satisfactory	Unassigned	#
E179474	Successful	Unassigned	FALSE
E179716	Outstanding	Unassigned	FALSE
E179794	Extraordinary	Unassigned	#
E181089	Outstanding	Unassigned	TRUE
E181587	Outstanding	Unassigned	TRUE
E181730	Insufficient	Unassigned	FALSE
E181750	Successful	Unassigned	#
E181819	Satisfactory	medium impact	TRUE
E182143	Extraordinary	medium impact	#
E154352	Progressing	Unassigned	#
E183409	Satisfactory	Unassigned	#
E183432	Progressing	Unassigned	FALSE
E183578	Outstanding	Unassigned	TRUE
E183769	Satisfactory	very high impact	#
E183834	Satisfactory	Unassigned	TRUE
E184224	Successful	medium impact	TRUE
E184393	Outstanding	Unassigned	FALSE
E185479	Insufficient	Unassigned	#
E185592	Outstanding	medium impact	TRUE
E186062	Insufficient	Unassigned	#
E186328	Outstanding	Unassigned	#
E186723	Successful	Unassigned	#
E176619	Successful	Unassigned	TRUE
E187657	Insufficient	very high impact	#
E187850	Outstanding	very high impact	#
E189392	Successful	Unassigned	TRUE
E182152	Outstanding	very high impact	#
E190397	Insufficient	Unassigned	#
E190859	Insufficient	Unassigned	TRUE
E191451	Insufficient	Unassigned	TRUE
E191550	Satisfactory	Unassigned	FALSE
E192061	Successful	Unassigned	TRUE
E192143	Outstanding	Unassigned	TRUE
E192365	Satisfactory	Unassigned	FALSE
E192810	Outstanding	Unassigned	TRUE
E194393	Outstanding	Unassigned	#
E195425	Insufficient	Unassigned	TRUE
E196145	Extraordinary	Unassigned	#
E196160	Outstanding	Unassigned	#
E197667	Satisfactory	medium impact	#
E198163	Insufficient	Unassigned	TRUE
E199069	Extraordinary	Unassigned	#
E199253	Successful	Unassigned	#
E199278	Satisfactory	Unassigned	FALSE
E199280	Extraordinary	Unassigned	#
E199520	Insufficient	Unassigned	#
E199816	Extraordinary	medium impact	#
E200205	Satisfactory	Unassigned	TRUE
E200979	Satisfactory	Unassigned	TRUE
E201678	Progressing	Unassigned	#
E201894	Satisfactory	medium impact	#
E202614	Progressing	Unassigned	TRUE
E202677	Insufficient	Unassigned	TRUE
E203046	Progressing	Unassigned	#
E203851	Outstanding	Unassigned	#
E203971	Satisfactory	Unassigned	TRUE
E204013	Progressing	medium impact	TRUE
E204075	Successful	Unassigned	#
E205581	Insufficient	Unassigned	#
E206233	Progressing	Unassigned	TRUE
E206397	Progressing	Unassigned	#
E206853	Satisfactory	Unassigned	TRUE
E207258	Outstanding	Unassigned	#
E207417	Progressing	Unassigned	#
E207798	Successful	Unassigned	#
E208048	Satisfactory	Unassigned	FALSE
E208227	Progressing	Unassigned	#
E208256	Satisfactory	Unassigned	FALSE
E208268	Insufficient	Unassigned	TRUE
E208295	Extraordinary	Unassigned	FALSE
E209014	Successful	Unassigned	TRUE
E209616	Satisfactory	Unassigned	#
E210022	Insufficient	medium impact	TRUE
E210103	Satisfactory	Unassigned	FALSE
E210346	Successful	medium impact	#
E210929	Successful	Unassigned	FALSE
E211311	Satisfactory	Unassigned	TRUE
E212097	Successful	Unassigned	#
E212821	Insufficient	Unassigned	TRUE
E212964	Satisfactory	Unassigned	#
E213002	Satisfactory	Unassigned	#
E213244	Satisfactory	Unassigned	#
E213258	Satisfactory	Unassigned	#
E201848	Satisfactory	Unassigned	FALSE
E215007	Satisfactory	Unassigned	#
E215326	Outstanding	Unassigned	#
E215816	Successful	Unassigned	#
E216138	Insufficient	Unassigned	FALSE
E216433	Extraordinary	Unassigned	#
E216531	Progressing	Unassigned	#
E216566	Satisfactory	medium impact	#
E217281	Insufficient	Unassigned	#
E217309	Satisfactory	Unassigned	#
E217314	Satisfactory	medium impact	TRUE
E217424	Extraordinary	Unassigned	FALSE
E218501	Insufficient	Unassigned	TRUE
E219034	Outstanding	Unassigned	TRUE
E219165	Outstanding	Unassigned	TRUE
E219409	Satisfactory	Unassigned	#
E220363	Satisfactory	Unassigned	FALSE
E220387	Satisfactory	Unassigned	FALSE
E220834	Insufficient	Unassigned	#
E221065	Satisfactory	Unassigned	TRUE
E221184	Extraordinary	Unassigned	TRUE
E221389	Outstanding	Unassigned	FALSE
E221596	Insufficient	Unassigned	#
E222257	Satisfactory	medium impact	TRUE
E222333	Satisfactory	medium impact	#
E223157	Satisfactory	Unassigned	#
E223179	Progressing	Unassigned	#
E223326	Insufficient	Unassigned	FALSE
E300101	Satisfactory	Unassigned	TRUE
E300102	Insufficient	medium impact	TRUE
E300103	Successful	Unassigned	FALSE
E300104	Successful	Unassigned	#
E300105	Extraordinary	medium impact	TRUE
E300106	Progressing	Unassigned	#
E300107	Successful	Unassigned	#
E300108	Satisfactory	Unassigned	#
E300109	Satisfactory	Unassigned	TRUE
E300110	Progressing	very high impact	#
E300111	Successful	very high impact	#
E300112	Successful	Unassigned	TRUE
E300113	Successful	very high impact	#
E300114	Successful	Unassigned	#
E300115	Successful	Unassigned	TRUE
E300116	Insufficient	Unassigned	TRUE
E300117	Extraordinary	Unassigned	FALSE
E300118	Successful	Unassigned	TRUE
E300119	Extraordinary	Unassigned	TRUE
E300120	Satisfactory	Unassigned	FALSE
E300121	Insufficient	Unassigned	TRUE
E300122	Successful	Unassigned	#
E300123	Outstanding	Unassigned	TRUE
E300124	Extraordinary	Unassigned	#
E300125	Satisfactory	Unassigned	#
E300126	Successful	medium impact	#
E300127	Successful	Unassigned	TRUE
E300128	Successful	Unassigned	#
E300129	Insufficient	Unassigned	#
E300130	Outstanding	Unassigned	FALSE
E300131	Satisfactory	Unassigned	#
E300132	Outstanding	Unassigned	#
E300133	Extraordinary	medium impact	TRUE
E300134	Progressing	Unassigned	TRUE
E300135	Successful	Unassigned	TRUE
E038906	Insufficient	Unassigned	#
E189955	Outstanding	medium impact	#
E190690	Progressing	Unassigned	TRUE
E200527	Satisfactory	Unassigned	TRUE
E068256	Outstanding	Unassigned	#
E214221	Satisfactory	Unassigned	#
E077964	Successful	Unassigned	TRUE
E059597	Satisfactory	medium impact	TRUE
E059905	Successful	Unassigned	#
E061008	Satisfactory	Unassigned	#
E061514	Extraordinary	Unassigned	TRUE
E061957	Extraordinary	Unassigned	#
E064326	Successful	Unassigned	TRUE
E065319	Insufficient	Unassigned	#
E067667	Insufficient	Unassigned	#
E069231	Insufficient	Unassigned	#
E070933	Successful	Unassigned	FALSE
E071573	Successful	Unassigned	#
E073784	Outstanding	Unassigned	FALSE
E074283	Outstanding	Unassigned	TRUE
E075045	Progressing	Unassigned	FALSE
E075312	Progressing	Unassigned	TRUE
E077642	Insufficient	Unassigned	#
E077693	Successful	medium impact	TRUE
E077971	Successful	Unassigned	FALSE
E079769	Satisfactory	medium impact	#
E080819	Successful	Unassigned	FALSE
E081225	Outstanding	Unassigned	TRUE
E082123	Satisfactory	Unassigned	#
E083484	Satisfactory	Unassigned	TRUE
E086334	Insufficient	Unassigned	#
E090736	Extraordinary	Unassigned	#
E091007	Successful	Unassigned	#
E091644	Progressing	Unassigned	#
E091765	Extraordinary	Unassigned	FALSE
E093889	Successful	Unassigned	#
E094666	Satisfactory	Unassigned	#
E100470	Successful	Unassigned	#
E103209	Successful	Unassigned	FALSE
E103882	Outstanding	Unassigned	#
E104270	Successful	Unassigned	#
E105163	Progressing	medium impact	#
E105464	Insufficient	Unassigned	#
E110822	Outstanding	Unassigned	#
E113245	Satisfactory	medium impact	TRUE
E114033	Insufficient	Unassigned	FALSE
E116958	Satisfactory	Unassigned	TRUE
E117550	Successful	Unassigned	TRUE
E118196	Successful	Unassigned	TRUE
E118393	Satisfactory	Unassigned	#
E119790	Successful	Unassigned	FALSE
E120076	Satisfactory	Unassigned	FALSE
E120625	Insufficient	Unassigned	#
E122828	Extraordinary	Unassigned	TRUE
E122861	Satisfactory	Unassigned	TRUE
E123464	Satisfactory	Unassigned	FALSE
E123614	Extraordinary	Unassigned	#
E123870	Satisfactory	medium impact	TRUE
E123900	Satisfactory	medium impact	#
E124453	Successful	Unassigned	#
E124542	Successful	Unassigned	#
E124585	Satisfactory	Unassigned	FALSE
E124703	Extraordinary	Unassigned	TRUE
E124811	Satisfactory	very high impact	#
E124963	Insufficient	Unassigned	TRUE
E129555	Insufficient	medium impact	TRUE
E129612	Successful	Unassigned	FALSE
E136882	Extraordinary	Unassigned	#
E139314	Successful	medium impact	TRUE
E144990	Insufficient	Unassigned	#
E147379	Outstanding	Unassigned	#
E147645	Satisfactory	Unassigned	#
E148235	Outstanding	Unassigned	TRUE
E150199	Satisfactory	very high impact	#
E154246	Outstanding	very high impact	#
E154573	Extraordinary	Unassigned	TRUE
E154717	Satisfactory	very high impact	#
E156849	Successful	Unassigned	#
E157704	Successful	Unassigned	TRUE
E162381	Satisfactory	Unassigned	TRUE
E163528	Outstanding	Unassigned	FALSE
E163841	Successful	Unassigned	TRUE
E165113	Satisfactory	Unassigned	TRUE
E166370	Satisfactory	Unassigned	FALSE
E166587	Outstanding	Unassigned	TRUE
E167007	Satisfactory	Unassigned	#
E172608	Satisfactory	Unassigned	TRUE
E175859	Progressing	Unassigned	#
E176081	Satisfactory	Unassigned	#
E177531	Insufficient	medium impact	#
E179528	Insufficient	Unassigned	TRUE
E182506	Insufficient	Unassigned	#
E183208	Successful	Unassigned	#
E185850	Outstanding	Unassigned	FALSE
E186735	Successful	Unassigned	#
E189114	Satisfactory	Unassigned	#
E189305	Extraordinary	medium impact	#
E300136	Successful	Unassigned	TRUE
E193598	Satisfactory	Unassigned	TRUE
E194191	Satisfactory	Unassigned	#
E194661	Insufficient	medium impact	#
E196581	Satisfactory	Unassigned	TRUE
E207712	Successful	medium impact	TRUE
E212366	Satisfactory	Unassigned	#
E213367	Extraordinary	Unassigned	#
E215298	Satisfactory	Unassigned	TRUE
E215299	Insufficient	Unassigned	#
E216214	Satisfactory	Unassigned	TRUE
E217543	Successful	Unassigned	#
E218589	Insufficient	Unassigned	#
E218667	Progressing	Unassigned	#
E225144	Satisfactory	Unassigned	FALSE
E225935	Satisfactory	Unassigned	#
E226382	Satisfactory	Unassigned	FALSE
E227427	Insufficient	Unassigned	TRUE
E233287	Progressing	Unassigned	FALSE
E233632	Successful	Unassigned	TRUE
E234438	Successful	Unassigned	#
E234467	Satisfactory	medium impact	TRUE
E236347	Progressing	Unassigned	FALSE
E239448	Insufficient	medium impact	#
E239976	Insufficient	Unassigned	FALSE
E243526	Insufficient	Unassigned	TRUE
E243642	Extraordinary	Unassigned	#
E247549	Extraordinary	Unassigned	TRUE
E247581	Progressing	Unassigned	#
E251031	Satisfactory	Unassigned	#
E257321	Successful	Unassigned	#
E260052	Insufficient	Unassigned	#
E266317	Satisfactory	Unassigned	FALSE
E269226	Outstanding	Unassigned	#
E269472	Satisfactory	Unassigned	#
E270011	Satisfactory	Unassigned	#
E273097	Insufficient	Unassigned	FALSE
E275852	Outstanding	Unassigned	#
E292560	Satisfactory	Unassigned	#
E294149	Progressing	medium impact	#
E294999	Outstanding	Unassigned	#
E295212	Outstanding	Unassigned	#
E298205	Outstanding	medium impact	TRUE
E298613	Successful	Unassigned	FALSE
E298774	Outstanding	Unassigned	TRUE
E299182	Satisfactory	Unassigned	TRUE
E299238	Satisfactory	Unassigned	TRUE
E299276	Insufficient	Unassigned	#
E299305	Extraordinary	Unassigned	FALSE
E299557	Satisfactory	Unassigned	FALSE
E300141	Successful	Unassigned	TRUE
E300142	Satisfactory	Unassigned	TRUE
E300143	Outstanding	Unassigned	FALSE
E300144	Extraordinary	Unassigned	#
E300145	Extraordinary	medium impact	TRUE
E300146	Successful	medium impact	#
E000119	Satisfactory	Unassigned	#
E002659	Progressing	Unassigned	#
E005490	Satisfactory	Unassigned	#
E006078	Successful	Unassigned	#
E006328	Outstanding	medium impact	#
E011537	Extraordinary	medium impact	TRUE
E016011	Satisfactory	very high impact	#
E016751	Successful	very high impact	#
E019024	Satisfactory	Unassigned	#
E019552	Successful	very high impact	FALSE
E023704	Progressing	very high impact	TRUE
E024178	Satisfactory	very high impact	TRUE
E026142	Successful	medium impact	#
E027681	Successful	very high impact	TRUE
E028037	Satisfactory	very high impact	TRUE
E029680	Successful	Unassigned	#
E031705	Successful	medium impact	TRUE
E034330	Progressing	very high impact	FALSE
E034524	Outstanding	Unassigned	TRUE
E035912	Successful	Unassigned	FALSE
E036468	Outstanding	Unassigned	FALSE
E038623	Insufficient	Unassigned	#
E041406	Outstanding	Unassigned	FALSE
E044486	Outstanding	Unassigned	#
E046110	Extraordinary	Unassigned	FALSE
E046332	Successful	very high impact	#
E047034	Satisfactory	medium impact	TRUE
E048778	Successful	Unassigned	TRUE
E050505	Successful	Unassigned	TRUE
E050934	Satisfactory	Unassigned	TRUE
E051819	Satisfactory	medium impact	#
E052950	Satisfactory	very high impact	FALSE
E053122	Progressing	Unassigned	#
E053377	Satisfactory	medium impact	#
E057312	Satisfactory	Unassigned	#
E062815	Insufficient	Unassigned	#
E063341	Progressing	Unassigned	FALSE
E063477	Satisfactory	Unassigned	#
E064093	Satisfactory	Unassigned	#
E065639	Insufficient	Unassigned	#
E066317	Satisfactory	medium impact	TRUE
E067775	Successful	Unassigned	FALSE
E069921	Insufficient	medium impact	#
E078864	Successful	Unassigned	TRUE
E085128	Successful	medium impact	#
E086814	Successful	Unassigned	#
E086842	Outstanding	Unassigned	TRUE
E091401	Insufficient	Unassigned	#
E092199	Insufficient	Unassigned	FALSE
E092761	Successful	Unassigned	#
E093301	Successful	Unassigned	FALSE
E097970	Outstanding	Unassigned	#
E098370	Insufficient	medium impact	TRUE
E109608	Successful	Unassigned	TRUE
E110343	Successful	Unassigned	#
E111519	Outstanding	Unassigned	#
E112411	Satisfactory	Unassigned	#
E113149	Progressing	Unassigned	FALSE
E115051	Satisfactory	Unassigned	FALSE
E116429	Outstanding	Unassigned	#
E116835	Insufficient	Unassigned	#
E117401	Satisfactory	Unassigned	#
E121776	Satisfactory	Unassigned	TRUE
E123101	Insufficient	Unassigned	TRUE
E125656	Successful	Unassigned	TRUE
E127272	Progressing	Unassigned	TRUE
E127525	Extraordinary	Unassigned	FALSE
E127957	Outstanding	Unassigned	#
E128680	Progressing	medium impact	TRUE
E129769	Extraordinary	Unassigned	#
E131164	Outstanding	Unassigned	FALSE
E133961	Successful	very high impact	#
E136107	Satisfactory	Unassigned	TRUE
E136234	Extraordinary	medium impact	TRUE
E136636	Successful	Unassigned	FALSE
E138482	Insufficient	medium impact	TRUE
E139048	Extraordinary	Unassigned	#
E140982	Progressing	Unassigned	#
E141599	Outstanding	Unassigned	TRUE
E142250	Insufficient	very high impact	#
E143815	Satisfactory	very high impact	#
E143510	Satisfactory	Unassigned	TRUE
E144560	Extraordinary	very high impact	#
E144830	Satisfactory	Unassigned	#
E143865	Successful	Unassigned	TRUE
E146346	Extraordinary	Unassigned	TRUE
E147534	Outstanding	Unassigned	FALSE
E149326	Outstanding	Unassigned	TRUE
E150686	Satisfactory	Unassigned	FALSE
E150707	Insufficient	Unassigned	TRUE
E150958	Satisfactory	Unassigned	#
E151154	Extraordinary	Unassigned	TRUE
E153751	Insufficient	Unassigned	#
E154447	Successful	Unassigned	TRUE
E157008	Outstanding	Unassigned	#
E157405	Satisfactory	Unassigned	#
E158174	Successful	Unassigned	#
E159370	Satisfactory	medium impact	TRUE
E159561	Successful	Unassigned	TRUE
E160371	Satisfactory	Unassigned	#
E161406	Satisfactory	medium impact	#
E161478	Progressing	Unassigned	TRUE
E163079	Progressing	Unassigned	TRUE
E164312	Insufficient	Unassigned	TRUE
E167866	Extraordinary	Unassigned	#
E169287	Successful	Unassigned	TRUE
E169911	Insufficient	Unassigned	#
E170772	Outstanding	Unassigned	TRUE
E171741	Outstanding	Unassigned	#
E173409	Satisfactory	very high impact	#
E175290	Insufficient	Unassigned	FALSE
E178925	Extraordinary	Unassigned	TRUE
E180488	Extraordinary	Unassigned	FALSE
E185467	Outstanding	Unassigned	TRUE
E185611	Insufficient	Unassigned	#
E186604	Satisfactory	medium impact	TRUE
E188395	Extraordinary	medium impact	#
E189254	Successful	Unassigned	FALSE
E190611	Extraordinary	very high impact	#
E192520	Successful	Unassigned	TRUE
E192838	Insufficient	Unassigned	#
E193021	Extraordinary	Unassigned	#
E198305	Satisfactory	Unassigned	#
E198532	Satisfactory	Unassigned	#
E198575	Successful	Unassigned	#
E198593	Insufficient	Unassigned	FALSE
E200915	Successful	Unassigned	#
E189864	Satisfactory	medium impact	#
E201940	Insufficient	Unassigned	#
E202693	Successful	very high impact	#
E204708	Satisfactory	medium impact	TRUE
E204939	Satisfactory	Unassigned	FALSE
E205422	Progressing	Unassigned	TRUE
E206993	Successful	Unassigned	TRUE
E211797	Satisfactory	Unassigned	FALSE
E213384	Progressing	Unassigned	TRUE
E214722	Successful	Unassigned	TRUE
E217437	Extraordinary	Unassigned	#
E218031	Satisfactory	Unassigned	TRUE
E219487	Progressing	very high impact	#
E210226	Extraordinary	Unassigned	TRUE
E224149	Outstanding	medium impact	TRUE
E224230	Successful	Unassigned	FALSE
E226568	Satisfactory	medium impact	TRUE
E227230	Successful	Unassigned	#
E227956	Satisfactory	Unassigned	#
E227968	Successful	Unassigned	#
E228380	Extraordinary	Unassigned	TRUE
E228562	Satisfactory	very high impact	#
E229713	Satisfactory	very high impact	#
E230193	Progressing	Unassigned	TRUE
E233470	Satisfactory	Unassigned	#
E233710	Insufficient	Unassigned	TRUE
E234449	Progressing	Unassigned	FALSE
E234524	Insufficient	Unassigned	TRUE
E235176	Progressing	Unassigned	TRUE
E235522	Outstanding	Unassigned	FALSE
E235879	Satisfactory	Unassigned	TRUE
E235940	Insufficient	Unassigned	#
E236035	Extraordinary	Unassigned	TRUE
E237526	Outstanding	Unassigned	#
E237608	Successful	Unassigned	#
E237887	Outstanding	medium impact	#
E239039	Satisfactory	Unassigned	#
E240919	Successful	Unassigned	#
E241171	Extraordinary	medium impact	#
E242320	Outstanding	Unassigned	TRUE
E245107	Insufficient	Unassigned	#
E245676	Successful	Unassigned	FALSE
E246514	Extraordinary	Unassigned	FALSE
E246906	Satisfactory	Unassigned	#
E247955	Successful	medium impact	#
E248562	Satisfactory	Unassigned	#
E249035	Successful	Unassigned	#
E250629	Satisfactory	Unassigned	#
E251594	Outstanding	Unassigned	TRUE
E252779	Satisfactory	Unassigned	#
E253462	Outstanding	Unassigned	FALSE
E254276	Satisfactory	Unassigned	TRUE
E255514	Successful	medium impact	TRUE
E256790	Successful	very high impact	#
E257278	Satisfactory	Unassigned	FALSE
E259242	Outstanding	very high impact	#
E260827	Extraordinary	Unassigned	TRUE
E263214	Satisfactory	Unassigned	TRUE
E263309	Successful	Unassigned	#
E263786	Satisfactory	Unassigned	#
E264861	Progressing	Unassigned	#
E263060	Insufficient	Unassigned	#
E266863	Successful	Unassigned	TRUE
E267173	Outstanding	Unassigned	#
E268289	Insufficient	Unassigned	#
E269256	Progressing	Unassigned	#
E269680	Extraordinary	Unassigned	#
E269686	Satisfactory	Unassigned	FALSE
E270365	Outstanding	Unassigned	TRUE
E274735	Successful	Unassigned	#
E267994	Satisfactory	Unassigned	FALSE
E275953	Satisfactory	Unassigned	#
E276110	Progressing	Unassigned	#
E277055	Insufficient	Unassigned	FALSE
E278377	Satisfactory	Unassigned	FALSE
E280626	Progressing	medium impact	#
E281773	Satisfactory	Unassigned	#
E282394	Progressing	Unassigned	TRUE
E283347	Insufficient	Unassigned	#
E285010	Insufficient	very high impact	#
E285019	Outstanding	Unassigned	#
E286052	Successful	Unassigned	TRUE
E288088	Successful	Unassigned	TRUE
E289080	Successful	Unassigned	#
E289304	Outstanding	Unassigned	TRUE
E274956	Outstanding	Unassigned	#
E291730	Satisfactory	Unassigned	TRUE
E292366	Satisfactory	Unassigned	#
E292860	Outstanding	Unassigned	#
E293489	Successful	very high impact	#
E293618	Satisfactory	Unassigned	FALSE
E295915	Satisfactory	Unassigned	TRUE
E296088	Extraordinary	medium impact	TRUE
E289513	Insufficient	Unassigned	#
E299670	Insufficient	very high impact	#
E299671	Extraordinary	medium impact	TRUE
E299672	Outstanding	Unassigned	FALSE
E299673	Satisfactory	Unassigned	TRUE
E299674	Outstanding	Unassigned	TRUE
E299675	Successful	Unassigned	TRUE
E299676	Outstanding	Unassigned	#
E299677	Satisfactory	Unassigned	FALSE
E299678	Insufficient	Unassigned	FALSE
E299679	Successful	Unassigned	#
E299680	Insufficient	Unassigned	TRUE
E299681	Satisfactory	Unassigned	TRUE
E299682	Progressing	Unassigned	FALSE
E299683	Successful	Unassigned	#
E299684	Satisfactory	medium impact	TRUE
E299685	Satisfactory	medium impact	#
E299686	Satisfactory	Unassigned	#
E299687	Insufficient	Unassigned	#
E299688	Successful	Unassigned	FALSE
E299689	Satisfactory	Unassigned	TRUE
E299690	Outstanding	very high impact	#
E299691	Successful	Unassigned	TRUE
E299692	Insufficient	medium impact	TRUE
E299693	Successful	Unassigned	FALSE
E299694	Satisfactory	very high impact	#
E299695	Outstanding	medium impact	TRUE
E299696	Satisfactory	Unassigned	#
E299697	Satisfactory	Unassigned	#
E299698	Satisfactory	Unassigned	#
E299699	Insufficient	Unassigned	TRUE
E299700	Satisfactory	very high impact	#
E299701	Satisfactory	very high impact	#
E299702	Insufficient	Unassigned	TRUE
E299703	Extraordinary	very high impact	#
E299704	Successful	Unassigned	#
E299705	Satisfactory	Unassigned	TRUE
E299706	Outstanding	Unassigned	TRUE
E299707	Extraordinary	Unassigned	FALSE
E299708	Insufficient	Unassigned	TRUE
E299709	Insufficient	Unassigned	TRUE
E299710	Successful	Unassigned	FALSE
E299711	Successful	Unassigned	TRUE
E299712	Successful	Unassigned	#
E299713	Satisfactory	Unassigned	TRUE
E299714	Insufficient	Unassigned	#
E299715	Insufficient	Unassigned	#
E299716	Satisfactory	medium impact	#
E299717	Extraordinary	Unassigned	TRUE
E299718	Successful	Unassigned	#
E299719	Progressing	Unassigned	#
E299720	Successful	very high impact	FALSE
E299721	Insufficient	Unassigned	#
E299722	Outstanding	Unassigned	#
E299723	Successful	medium impact	TRUE
E299724	Outstanding	Unassigned	TRUE
E299725	Successful	Unassigned	TRUE
E299726	Satisfactory	Unassigned	#
E299727	Satisfactory	medium impact	#
E299728	Outstanding	Unassigned	TRUE
E299729	Insufficient	Unassigned	TRUE
E299730	Satisfactory	Unassigned	#
E299731	Insufficient	Unassigned	#
E299732	Extraordinary	Unassigned	TRUE
E299733	Outstanding	medium impact	TRUE
E299734	Satisfactory	Unassigned	#
E299735	Outstanding	Unassigned	#
E299736	Satisfactory	Unassigned	TRUE
E299737	Progressing	Unassigned	#
E299738	Satisfactory	Unassigned	TRUE
E299739	Satisfactory	Unassigned	#
E299740	Successful	Unassigned	#
E299741	Extraordinary	very high impact	#
E299742	Successful	Unassigned	FALSE
E299743	Successful	Unassigned	#
E299744	Outstanding	Unassigned	FALSE
E299745	Satisfactory	Unassigned	TRUE
E299746	Successful	Unassigned	FALSE
E299747	Insufficient	Unassigned	TRUE
E299748	Extraordinary	Unassigned	#
E299749	Successful	medium impact	TRUE
E299750	Extraordinary	Unassigned	FALSE
E299751	Insufficient	medium impact	#
E299752	Successful	Unassigned	FALSE
E299753	Successful	Unassigned	TRUE
E299754	Insufficient	very high impact	#
E299755	Successful	Unassigned	TRUE
E299756	Insufficient	Unassigned	#
E299757	Satisfactory	Unassigned	#
E299758	Insufficient	Unassigned	#
E299759	Insufficient	Unassigned	#
E299760	Satisfactory	Unassigned	FALSE
E299761	Satisfactory	Unassigned	#
E299762	Satisfactory	Unassigned	#
E299763	Successful	Unassigned	#
E299764	Satisfactory	Unassigned	FALSE
E299765	Insufficient	Unassigned	#
E299766	Satisfactory	Unassigned	#
E299767	Successful	medium impact	#
E299768	Progressing	Unassigned	#
E299769	Successful	very high impact	#
E299770	Successful	medium impact	TRUE
E299771	Extraordinary	Unassigned	FALSE
E299772	Successful	Unassigned	TRUE
E299773	Successful	Unassigned	TRUE
E299774	Successful	Unassigned	TRUE
E299775	Successful	Unassigned	#
E299776	Satisfactory	Unassigned	FALSE
E299777	Successful	Unassigned	FALSE
E299778	Extraordinary	Unassigned	#
E299779	Outstanding	Unassigned	TRUE
E299780	Outstanding	Unassigned	TRUE
E299781	Extraordinary	Unassigned	FALSE
E299782	Successful	Unassigned	#
E299783	Satisfactory	medium impact	TRUE
E299784	Outstanding	medium impact	#
E299785	Extraordinary	Unassigned	#
E299786	Successful	Unassigned	#
E299787	Satisfactory	Unassigned	FALSE
E299788	Successful	Unassigned	TRUE
E299789	Successful	very high impact	#
E299790	Successful	Unassigned	TRUE
E299791	Extraordinary	medium impact	TRUE
E299792	Satisfactory	Unassigned	FALSE
E299793	Insufficient	very high impact	#
E299794	Outstanding	medium impact	TRUE
E299795	Satisfactory	Unassigned	#
E299796	Outstanding	Unassigned	#
E299797	Successful	Unassigned	#
E299798	Successful	Unassigned	TRUE
E299799	Progressing	very high impact	#
E299800	Outstanding	very high impact	#
E299801	Progressing	Unassigned	TRUE
E299802	Extraordinary	very high impact	#
E299803	Satisfactory	Unassigned	#
E299804	Progressing	Unassigned	TRUE
E299805	Extraordinary	Unassigned	TRUE
E299806	Insufficient	Unassigned	FALSE
E299807	Outstanding	Unassigned	TRUE
E299808	Extraordinary	Unassigned	TRUE
E299809	Insufficient	Unassigned	FALSE
E299810	Progressing	Unassigned	TRUE
E299811	Successful	Unassigned	#
E299812	Successful	Unassigned	TRUE
E299813	Satisfactory	Unassigned	#
E299814	Successful	Unassigned	#
E299815	Insufficient	medium impact	#
E299816	Successful	Unassigned	TRUE
E299817	Satisfactory	Unassigned	#
E299818	Successful	Unassigned	#
E299819	Outstanding	very high impact	FALSE
E299820	Successful	Unassigned	#
E299821	Insufficient	Unassigned	#
E299822	Insufficient	medium impact	#
E299823	Satisfactory	Unassigned	TRUE
E299824	Outstanding	Unassigned	TRUE
E299825	Satisfactory	Unassigned	#
E299826	Satisfactory	medium impact	#
E299827	Satisfactory	Unassigned	TRUE
E299828	Outstanding	Unassigned	TRUE
E299829	Outstanding	Unassigned	#
E299830	Satisfactory	Unassigned	#
E299831	Successful	Unassigned	TRUE
E299832	Successful	medium impact	TRUE
E299833	Successful	Unassigned	#
E299834	Satisfactory	Unassigned	#
E299835	Satisfactory	Unassigned	TRUE
E299836	Extraordinary	Unassigned	#
E299837	Successful	Unassigned	TRUE
E299838	Satisfactory	Unassigned	#
E299839	Outstanding	Unassigned	#
E299840	Insufficient	very high impact	#
E299841	Successful	Unassigned	FALSE
E299842	Successful	Unassigned	#
E299843	Insufficient	Unassigned	FALSE
E299844	Successful	Unassigned	TRUE
E299845	Extraordinary	Unassigned	FALSE
E299846	Satisfactory	Unassigned	TRUE
E299847	Satisfactory	Unassigned	#
E299848	Progressing	medium impact	TRUE
E299849	Outstanding	Unassigned	FALSE
E299850	Successful	medium impact	#
E299851	Successful	Unassigned	FALSE
E300147	Insufficient	Unassigned	TRUE
E299852	Successful	very high impact	#
E299853	Satisfactory	Unassigned	TRUE
E299854	Extraordinary	Unassigned	#
E299855	Extraordinary	Unassigned	#
E299856	Successful	Unassigned	#
E299857	Satisfactory	Unassigned	#
E299858	Satisfactory	Unassigned	FALSE
E299859	Satisfactory	Unassigned	#
E299860	Insufficient	Unassigned	#
E299861	Successful	Unassigned	#
E299862	Successful	Unassigned	FALSE
E299863	Satisfactory	Unassigned	#
E299864	Satisfactory	Unassigned	#
E299865	Satisfactory	medium impact	#
E299866	Satisfactory	Unassigned	#
E299867	Extraordinary	very high impact	#
E299868	Progressing	medium impact	TRUE
E299869	Outstanding	Unassigned	FALSE
E299870	Outstanding	Unassigned	TRUE
E299871	Satisfactory	Unassigned	TRUE
E299872	Successful	Unassigned	TRUE
E299873	Successful	Unassigned	#
E299874	Progressing	Unassigned	FALSE
E299875	Outstanding	Unassigned	FALSE
E299876	Insufficient	Unassigned	#
E299877	Successful	Unassigned	TRUE
E299878	Successful	Unassigned	TRUE
E299879	Successful	Unassigned	FALSE
E299880	Successful	Unassigned	#
E299881	Successful	medium impact	TRUE
E299882	Successful	medium impact	#
E299883	Successful	Unassigned	#
E299884	Successful	Unassigned	#
E299885	Successful	Unassigned	FALSE
E299886	Successful	Unassigned	TRUE
E299887	Insufficient	very high impact	#
E299888	Successful	Unassigned	TRUE
E299889	Progressing	medium impact	TRUE
E299890	Successful	Unassigned	FALSE
E299891	Extraordinary	very high impact	#
E299892	Progressing	medium impact	TRUE
E299893	Successful	Unassigned	#
E299894	Satisfactory	Unassigned	#
E299895	Progressing	Unassigned	#
E299896	Extraordinary	Unassigned	TRUE
E299897	Progressing	very high impact	#
E299898	Successful	very high impact	#
E299899	Insufficient	Unassigned	TRUE
E299900	Outstanding	very high impact	#
E299901	Satisfactory	Unassigned	#
E299902	Progressing	Unassigned	TRUE
E299903	Successful	Unassigned	TRUE
E299904	Satisfactory	Unassigned	FALSE
E299905	Satisfactory	Unassigned	TRUE
E299906	Satisfactory	Unassigned	TRUE
E299907	Satisfactory	Unassigned	FALSE
E299908	Satisfactory	Unassigned	TRUE
E299909	Outstanding	Unassigned	#
E299910	Satisfactory	Unassigned	TRUE
E299911	Extraordinary	Unassigned	#
E299912	Successful	Unassigned	#
E299913	Progressing	medium impact	#
E299914	Satisfactory	Unassigned	TRUE
E299915	Insufficient	Unassigned	#
E299916	Progressing	Unassigned	#
E299917	Satisfactory	very high impact	FALSE
E299918	Extraordinary	Unassigned	#
E299919	Outstanding	Unassigned	#
E299920	Insufficient	medium impact	#
E299921	Outstanding	Unassigned	TRUE
E299922	Satisfactory	Unassigned	TRUE
E299923	Successful	Unassigned	#
E299924	Insufficient	medium impact	#
E299925	Progressing	Unassigned	TRUE
E299926	Progressing	Unassigned	TRUE
E299927	Satisfactory	Unassigned	#
E299928	Outstanding	Unassigned	#
E299929	Extraordinary	Unassigned	TRUE
E299930	Successful	medium impact	TRUE
E299931	Satisfactory	Unassigned	#
E299932	Insufficient	Unassigned	#
E299933	Insufficient	Unassigned	TRUE
E299934	Successful	Unassigned	#
E299935	Satisfactory	Unassigned	TRUE
E299936	Insufficient	Unassigned	#
E299937	Outstanding	Unassigned	#
E299938	Insufficient	very high impact	#
E299939	Insufficient	Unassigned	FALSE
E299940	Successful	Unassigned	#
E299941	Satisfactory	Unassigned	FALSE
E299942	Outstanding	Unassigned	TRUE
E299943	Progressing	Unassigned	FALSE
E299944	Insufficient	Unassigned	TRUE
E299945	Insufficient	Unassigned	#
E299946	Extraordinary	medium impact	TRUE
E299947	Satisfactory	Unassigned	FALSE
E299948	Satisfactory	medium impact	#
E299949	Successful	Unassigned	FALSE
E299950	Progressing	Unassigned	TRUE
E299951	Outstanding	very high impact	#
E299952	Successful	Unassigned	TRUE
E299953	Successful	Unassigned	#
E299954	Successful	Unassigned	#
E299955	Extraordinary	Unassigned	#
E299956	Insufficient	Unassigned	#
E299957	Successful	Unassigned	FALSE
E299958	Insufficient	Unassigned	#
E299959	Insufficient	Unassigned	#
E299960	Successful	Unassigned	#
E299961	Satisfactory	Unassigned	FALSE
E299962	Satisfactory	Unassigned	#
E299963	Satisfactory	Unassigned	#
E299964	Satisfactory	medium impact	#
E299965	Insufficient	Unassigned	#
E299966	Extraordinary	very high impact	#
E299967	Extraordinary	medium impact	TRUE
E299968	Outstanding	Unassigned	FALSE
E299969	Successful	Unassigned	TRUE
E299970	Extraordinary	Unassigned	TRUE
E299971	Satisfactory	Unassigned	TRUE
E299972	Successful	Unassigned	#
E299973	Successful	Unassigned	FALSE
E299974	Extraordinary	Unassigned	FALSE
E299975	Successful	Unassigned	#
E299976	Progressing	Unassigned	TRUE
E299977	Progressing	Unassigned	TRUE
E299978	Satisfactory	Unassigned	FALSE
E299979	Successful	Unassigned	#
E299980	Successful	medium impact	TRUE
E299981	Outstanding	medium impact	#
E299982	Insufficient	Unassigned	#
E299983	Outstanding	Unassigned	#
E299984	Outstanding	Unassigned	FALSE
E299985	Satisfactory	Unassigned	TRUE
E299986	Insufficient	very high impact	#
E299987	Successful	Unassigned	TRUE
E299988	Progressing	medium impact	TRUE
E299989	Successful	Unassigned	FALSE
E299990	Outstanding	very high impact	#
E299991	Satisfactory	medium impact	TRUE
E299992	Successful	Unassigned	#
E299993	Successful	Unassigned	#
E299994	Satisfactory	Unassigned	#
E299995	Satisfactory	Unassigned	TRUE
E299996	Satisfactory	very high impact	#
E299997	Outstanding	very high impact	#
E299998	Satisfactory	Unassigned	TRUE
E299999	Outstanding	very high impact	#
E300000	Successful	Unassigned	#
E300001	Insufficient	Unassigned	TRUE
E300002	Insufficient	Unassigned	TRUE
E300003	Satisfactory	Unassigned	FALSE
E300004	Satisfactory	Unassigned	TRUE
E300005	Successful	Unassigned	TRUE
E300006	Satisfactory	Unassigned	FALSE
E300007	Successful	Unassigned	TRUE
E300008	Satisfactory	Unassigned	#
E300009	Insufficient	Unassigned	TRUE
E300010	Satisfactory	Unassigned	#
E300011	Successful	Unassigned	#
E300012	Satisfactory	medium impact	#
E300013	Successful	Unassigned	TRUE
E300014	Successful	Unassigned	#
E300015	Satisfactory	Unassigned	#
E300016	Successful	very high impact	FALSE
E300017	Outstanding	Unassigned	#
E300018	Insufficient	Unassigned	#
E300019	Successful	medium impact	TRUE
E300020	Satisfactory	Unassigned	TRUE
E300021	Extraordinary	Unassigned	TRUE
E300022	Insufficient	Unassigned	#
E300023	Progressing	medium impact	#
E300024	Successful	Unassigned	TRUE
E300025	Satisfactory	Unassigned	TRUE
E300026	Satisfactory	Unassigned	#
E300027	Satisfactory	Unassigned	#
E300028	Insufficient	Unassigned	TRUE
E300029	Satisfactory	medium impact	TRUE
E300030	Satisfactory	Unassigned	#
E300031	Satisfactory	Unassigned	#
E300032	Extraordinary	Unassigned	TRUE
E300033	Extraordinary	Unassigned	#
E300034	Successful	Unassigned	TRUE
E300035	Successful	Unassigned	#
E300036	Successful	Unassigned	#
E300037	Satisfactory	very high impact	#
E300038	Satisfactory	Unassigned	FALSE
E300039	Satisfactory	Unassigned	#
E300040	Insufficient	Unassigned	FALSE
E300041	Satisfactory	Unassigned	TRUE
E300042	Successful	Unassigned	FALSE
E300043	Outstanding	Unassigned	TRUE
E300044	Satisfactory	Unassigned	#
E300045	Satisfactory	medium impact	TRUE
E300046	Satisfactory	Unassigned	FALSE
E300047	Successful	medium impact	#
E300048	Successful	Unassigned	FALSE
E300049	Satisfactory	Unassigned	TRUE
E300050	Extraordinary	Unassigned	#
E300051	Successful	Unassigned	TRUE
E300052	Satisfactory	Unassigned	#
E300053	Satisfactory	Unassigned	#
E300054	Successful	Unassigned	#
E300055	Satisfactory	Unassigned	#
E300056	Extraordinary	Unassigned	FALSE
E300057	Progressing	Unassigned	#
E300058	Satisfactory	Unassigned	#
E300059	Insufficient	Unassigned	#
E300060	Successful	Unassigned	FALSE
E300061	Successful	Unassigned	#
E300062	Satisfactory	Unassigned	#
E300063	Successful	medium impact	#
E300064	Successful	Unassigned	#
E300065	Satisfactory	Unassigned	#
E300066	Satisfactory	medium impact	TRUE
E300067	Successful	Unassigned	FALSE
E300068	Insufficient	Unassigned	TRUE
E300069	Successful	Unassigned	TRUE
E300070	Insufficient	Unassigned	TRUE
E300071	Successful	Unassigned	#
E300072	Satisfactory	Unassigned	FALSE
E300073	Outstanding	Unassigned	FALSE
E300074	Insufficient	Unassigned	#
E300075	Outstanding	Unassigned	TRUE
E300076	Successful	Unassigned	TRUE
E300077	Progressing	Unassigned	FALSE
E300078	Successful	Unassigned	#
E300079	Extraordinary	medium impact	TRUE
E300080	Satisfactory	medium impact	#
E300081	Satisfactory	Unassigned	#
E300082	Insufficient	Unassigned	#
E300083	Insufficient	Unassigned	FALSE
E300084	Progressing	Unassigned	TRUE
E300085	Satisfactory	very high impact	#
E300086	Successful	Unassigned	TRUE
E300087	Satisfactory	medium impact	TRUE
E300088	Satisfactory	Unassigned	FALSE
E300089	Successful	Unassigned	#
E300090	Satisfactory	medium impact	TRUE
E300091	Outstanding	Unassigned	#
E300092	Satisfactory	Unassigned	#
E300093	Successful	Unassigned	#
E300094	Satisfactory	Unassigned	TRUE
E300095	Successful	very high impact	#
E300096	Successful	very high impact	#
E300097	Progressing	Unassigned	TRUE
E300098	Insufficient	very high impact	#
E300099	Successful	Unassigned	TRUE
E300100	Extraordinary	very high impact	#
E300137	Progressing	Unassigned	TRUE
E300138	Successful	Unassigned	#
E300139	Progressing	Unassigned	#
E300140	Outstanding	Unassigned	TRUE
E299667	Successful	Unassigned	#
\.

COPY employee_position (employeeid, jobid, newtoposition, paygradeid, fulltime, companycode, businessarea) FROM stdin;
E000094	444	f	GR-6	t	ACME LA Corp.	Business Area B
E000245	252	f	GR-7	t	ACME Western EU SE	Business Area D
E000249	443	f	GR-9	t	ACME Western EU SE	Business Area D
E000392	445	f	GR-7	t	ACME Western EU SE	Business Area D
E000707	442	f	GR-9	t	ACME LA Corp.	Business Area C
E000849	443	f	GR-9	t	ACME LA Corp.	Business Area B
E000899	252	t	GR-13	t	ACME LA Corp.	Business Area B
E000928	444	f	GR-9	t	ACME NA Corp.	Business Area A
E001085	452	f	GR-6	t	ACME LA Corp.	Business Area C
E001516	445	t	GR-9	t	ACME NA Corp.	Business Area C
E001724	321	f	GR-6	t	ACME LA Corp.	Business Area C
E001747	443	f	GR-10	t	ACME NA Corp.	Business Area A
E001945	461	f	GR-6	t	ACME LA Corp.	Business Area C
E002033	402	f	GR-11	t	ACME Western EU SE	Business Area C
E002050	443	f	GR-16	t	ACME Western EU SE	Business Area C
E002358	261	f	GR-13	t	ACME Western EU SE	Business Area C
E003039	461	f	GR-13	t	ACME Western EU SE	Business Area C
E003114	442	f	GR-9	t	ACME Western EU SE	Business Area C
E003139	444	f	GR-7	t	ACME Western EU SE	Business Area D
E004551	383	f	GR-6	t	ACME LA Corp.	Business Area C
E005043	322	f	GR-9	t	ACME Western EU SE	Business Area D
E005292	461	f	GR-7	t	ACME NA Corp.	Business Area C
E005935	445	f	GR-6	t	ACME LA Corp.	Business Area C
E006070	444	f	GR-7	t	ACME NA Corp.	Business Area C
E006494	411	f	GR-6	t	ACME LA Corp.	Business Area D
E007063	322	f	GR-9	t	ACME Western EU SE	Business Area C
E007561	443	f	GR-9	t	ACME NA Corp.	Business Area C
E008043	452	f	GR-6	t	ACME LA Corp.	Business Area C
E008099	454	f	GR-9	t	ACME NA Corp.	Business Area C
E009099	445	f	GR-11	t	ACME LA Corp.	Business Area B
E009731	450	f	GR-9	t	ACME NA Corp.	Business Area C
E009732	293	f	GR-6	t	ACME LA Corp.	Business Area D
E009897	452	t	GR-16	t	ACME LA Corp.	Business Area D
E010072	293	f	GR-6	t	ACME LA Corp.	Business Area C
E010127	444	f	GR-7	t	ACME NA Corp.	Business Area C
E010260	445	f	GR-9	t	ACME NA Corp.	Business Area C
E010631	453	f	GR-11	t	ACME Western EU SE	Business Area D
E010869	252	f	GR-6	t	ACME LA Corp.	Business Area C
E011085	455	f	GR-6	t	ACME LA Corp.	Business Area D
E011786	445	f	GR-12	t	ACME NA Corp.	Business Area A
E011803	452	f	GR-7	t	ACME Western EU SE	Business Area D
E012040	443	f	GR-7	t	ACME NA Corp.	Business Area C
E012863	450	t	GR-9	t	ACME LA Corp.	Business Area D
E012908	331	f	GR-9	t	ACME NA Corp.	Business Area C
E012910	450	f	H-1	t	ACME NA Corp.	Business Area A
E012911	443	f	GR-9	t	ACME NA Corp.	Business Area C
E013049	442	f	GR-9	t	ACME NA Corp.	Business Area A
E013080	461	f	GR-9	t	ACME LA Corp.	Business Area B
E013296	402	f	GR-9	t	ACME Western EU SE	Business Area D
E014311	444	f	GR-9	t	ACME NA Corp.	Business Area A
E014813	403	f	GR-12	t	ACME Western EU SE	Business Area D
E014919	251	f	GR-7	t	ACME Western EU SE	Business Area D
E015365	252	f	GR-7	t	ACME Western EU SE	Business Area D
E015570	452	f	GR-9	t	ACME NA Corp.	Business Area C
E016145	450	f	H-1	t	ACME NA Corp.	Business Area A
E016647	442	f	GR-9	t	ACME NA Corp.	Business Area A
E016813	461	f	GR-9	t	ACME LA Corp.	Business Area B
E016945	442	f	GR-9	t	ACME NA Corp.	Business Area C
E017149	261	f	GR-13	t	ACME LA Corp.	Business Area D
E017164	252	f	GR-9	t	ACME Western EU SE	Business Area D
E017429	452	f	GR-9	t	ACME NA Corp.	Business Area A
E017597	443	f	GR-9	t	ACME Western EU SE	Business Area D
E017643	452	f	GR-6	t	ACME LA Corp.	Business Area C
E017904	252	f	GR-9	t	ACME NA Corp.	Business Area C
E018432	455	f	GR-7	t	ACME Western EU SE	Business Area D
E018789	446	f	GR-9	t	ACME NA Corp.	Business Area C
E019006	445	f	GR-9	t	ACME Western EU SE	Business Area C
E019045	293	f	GR-14	t	ACME NA Corp.	Business Area A
E019248	442	t	GR-9	t	ACME NA Corp.	Business Area C
E019441	445	f	GR-7	t	ACME NA Corp.	Business Area C
E019473	401	f	GR-6	t	ACME LA Corp.	Business Area D
E299668	445	f	GR-7	t	ACME NA Corp.	Business Area C
E020599	261	f	GR-7	t	ACME NA Corp.	Business Area C
E023550	361	f	GR-10	t	ACME NA Corp.	Business Area A
E025067	452	f	GR-7	t	ACME NA Corp.	Business Area C
E029891	321	f	GR-7	t	ACME NA Corp.	Business Area C
E031110	452	t	GR-11	t	ACME LA Corp.	Business Area D
E032136	442	f	GR-7	t	ACME NA Corp.	Business Area C
E032226	452	t	GR-9	t	ACME LA Corp.	Business Area D
E032265	452	f	GR-9	t	ACME NA Corp.	Business Area A
E032510	444	f	GR-7	t	ACME NA Corp.	Business Area C
E033083	462	f	GR-9	t	ACME NA Corp.	Business Area A
E033329	450	f	GR-6	t	ACME LA Corp.	Business Area B
E033391	253	f	GR-7	t	ACME Western EU SE	Business Area D
E033514	453	f	GR-7	t	ACME Western EU SE	Business Area D
E033711	383	f	GR-9	t	ACME Western EU SE	Business Area D
E034304	452	f	GR-7	t	ACME Western EU SE	Business Area D
E034691	461	t	GR-13	t	ACME LA Corp.	Business Area B
E034854	444	f	GR-9	t	ACME NA Corp.	Business Area A
E035402	371	f	GR-6	t	ACME LA Corp.	Business Area C
E003682	450	t	GR-9	t	ACME NA Corp.	Business Area C
E035925	452	f	GR-10	t	ACME NA Corp.	Business Area A
E036686	442	f	GR-11	t	ACME Western EU SE	Business Area C
E036805	442	f	GR-16	t	ACME Western EU SE	Business Area C
E037122	445	f	GR-13	t	ACME Western EU SE	Business Area C
E037286	453	f	GR-8	t	ACME Western EU SE	Business Area C
E037827	371	f	GR-13	t	ACME Western EU SE	Business Area C
E037981	442	f	GR-9	t	ACME Western EU SE	Business Area C
E003720	443	f	GR-7	t	ACME Western EU SE	Business Area D
E038261	392	f	GR-6	t	ACME LA Corp.	Business Area C
E038588	461	f	GR-9	t	ACME Western EU SE	Business Area D
E003956	452	f	GR-11	t	ACME Western EU SE	Business Area D
E039236	231	f	GR-6	t	ACME LA Corp.	Business Area C
E039468	443	f	GR-7	t	ACME NA Corp.	Business Area C
E039897	252	f	GR-7	t	ACME Western EU SE	Business Area D
E040731	443	f	GR-12	t	ACME NA Corp.	Business Area A
E041119	371	f	GR-6	t	ACME LA Corp.	Business Area D
E041336	445	f	GR-9	t	ACME Western EU SE	Business Area C
E041378	452	f	GR-9	t	ACME NA Corp.	Business Area C
E042076	444	f	GR-9	t	ACME NA Corp.	Business Area C
E042116	444	f	GR-11	t	ACME LA Corp.	Business Area B
E042395	341	f	GR-9	t	ACME NA Corp.	Business Area C
E042444	231	f	GR-6	t	ACME LA Corp.	Business Area D
E042449	452	t	GR-16	t	ACME LA Corp.	Business Area D
E042648	444	f	GR-6	t	ACME LA Corp.	Business Area C
E042934	452	f	GR-7	t	ACME NA Corp.	Business Area C
E043111	444	f	GR-9	t	ACME NA Corp.	Business Area C
E043212	444	f	GR-11	t	ACME Western EU SE	Business Area D
E043216	444	f	GR-6	t	ACME LA Corp.	Business Area C
E043497	232	f	GR-6	t	ACME LA Corp.	Business Area D
E043857	401	f	GR-8	t	ACME NA Corp.	Business Area A
E044209	231	f	GR-12	t	ACME NA Corp.	Business Area A
E044465	446	f	GR-7	t	ACME Western EU SE	Business Area D
E044724	450	t	GR-9	t	ACME LA Corp.	Business Area D
E044771	392	f	GR-9	t	ACME NA Corp.	Business Area C
E045291	445	f	H-1	t	ACME NA Corp.	Business Area A
E045576	452	f	GR-9	t	ACME NA Corp.	Business Area C
E008072	443	f	GR-9	t	ACME NA Corp.	Business Area A
E047301	321	f	GR-12	t	ACME Western EU SE	Business Area D
E047628	452	f	GR-7	t	ACME Western EU SE	Business Area D
E048203	443	f	GR-7	t	ACME Western EU SE	Business Area D
E049035	443	f	H-1	t	ACME NA Corp.	Business Area A
E049278	445	f	H-1	t	ACME NA Corp.	Business Area A
E049529	444	f	GR-9	t	ACME NA Corp.	Business Area A
E049665	233	f	H-1	t	ACME NA Corp.	Business Area A
E009586	445	f	GR-9	t	ACME LA Corp.	Business Area B
E049840	442	f	GR-9	t	ACME NA Corp.	Business Area C
E049894	411	f	GR-13	t	ACME LA Corp.	Business Area D
E049972	442	f	GR-9	t	ACME Western EU SE	Business Area D
E050084	442	f	GR-9	t	ACME NA Corp.	Business Area A
E050121	450	f	GR-9	t	ACME Western EU SE	Business Area D
E050232	455	f	GR-6	t	ACME LA Corp.	Business Area C
E050876	450	f	GR-7	t	ACME Western EU SE	Business Area D
E051425	341	f	GR-9	t	ACME Western EU SE	Business Area C
E051673	444	f	GR-6	t	ACME LA Corp.	Business Area D
E052176	450	t	GR-9	t	ACME NA Corp.	Business Area C
E052710	442	f	GR-7	t	ACME NA Corp.	Business Area C
E052792	452	f	GR-6	t	ACME LA Corp.	Business Area D
E053339	252	f	GR-7	t	ACME NA Corp.	Business Area C
E053570	452	f	GR-9	t	ACME NA Corp.	Business Area A
E054330	361	f	GR-9	t	ACME Western EU SE	Business Area D
E054381	452	f	GR-7	t	ACME NA Corp.	Business Area C
E054607	404	f	GR-10	t	ACME NA Corp.	Business Area A
E055236	442	f	GR-9	t	ACME NA Corp.	Business Area A
E055438	444	f	GR-9	t	ACME NA Corp.	Business Area C
E055687	392	f	GR-6	t	ACME LA Corp.	Business Area C
E056710	443	f	GR-7	t	ACME NA Corp.	Business Area C
E056816	452	t	GR-11	t	ACME LA Corp.	Business Area D
E056995	452	f	GR-9	t	ACME NA Corp.	Business Area A
E057557	443	t	GR-9	t	ACME LA Corp.	Business Area D
E057879	292	f	GR-9	t	ACME NA Corp.	Business Area A
E057888	444	f	GR-7	t	ACME NA Corp.	Business Area C
E058220	454	f	GR-9	t	ACME NA Corp.	Business Area A
E058269	445	f	GR-6	t	ACME LA Corp.	Business Area B
E058435	450	f	GR-7	t	ACME Western EU SE	Business Area D
E059034	442	f	GR-7	t	ACME Western EU SE	Business Area D
E059116	461	f	GR-9	t	ACME Western EU SE	Business Area D
E011442	453	f	GR-7	t	ACME Western EU SE	Business Area D
E060532	452	f	GR-9	t	ACME LA Corp.	Business Area C
E060808	452	f	GR-9	t	ACME LA Corp.	Business Area B
E061178	452	t	GR-13	t	ACME LA Corp.	Business Area B
E061217	444	f	GR-9	t	ACME NA Corp.	Business Area A
E061830	452	f	GR-6	t	ACME LA Corp.	Business Area C
E062112	381	t	GR-9	t	ACME NA Corp.	Business Area C
E062171	450	f	GR-6	t	ACME LA Corp.	Business Area C
E062287	443	f	GR-10	t	ACME NA Corp.	Business Area A
E062392	450	f	GR-6	t	ACME LA Corp.	Business Area C
E062414	361	f	GR-11	t	ACME Western EU SE	Business Area C
E062439	261	f	GR-16	t	ACME Western EU SE	Business Area C
E062470	261	f	GR-13	t	ACME Western EU SE	Business Area C
E063021	442	f	GR-13	t	ACME Western EU SE	Business Area C
E063203	452	f	GR-9	t	ACME Western EU SE	Business Area C
E063284	453	f	GR-7	t	ACME Western EU SE	Business Area D
E063710	231	f	GR-7	t	ACME NA Corp.	Business Area C
E064758	443	f	GR-6	t	ACME LA Corp.	Business Area C
E064790	452	f	GR-7	t	ACME NA Corp.	Business Area C
E065013	445	f	GR-7	t	ACME Western EU SE	Business Area D
E065354	442	f	GR-12	t	ACME NA Corp.	Business Area A
E066221	453	f	GR-9	t	ACME Western EU SE	Business Area C
E066493	453	f	GR-6	t	ACME LA Corp.	Business Area C
E066909	452	f	GR-9	t	ACME NA Corp.	Business Area C
E067408	444	f	GR-11	t	ACME LA Corp.	Business Area B
E067571	401	f	GR-9	t	ACME NA Corp.	Business Area C
E067594	462	f	GR-6	t	ACME LA Corp.	Business Area D
E068195	461	f	GR-6	t	ACME LA Corp.	Business Area C
E068446	292	f	GR-7	t	ACME NA Corp.	Business Area C
E069180	281	f	GR-9	t	ACME NA Corp.	Business Area C
E069610	452	f	GR-11	t	ACME Western EU SE	Business Area D
E069773	442	f	GR-6	t	ACME LA Corp.	Business Area C
E069905	442	f	GR-6	t	ACME LA Corp.	Business Area D
E069908	442	f	GR-8	t	ACME NA Corp.	Business Area A
E070521	452	f	GR-7	t	ACME Western EU SE	Business Area D
E070570	444	f	GR-7	t	ACME NA Corp.	Business Area C
E070596	453	t	GR-9	t	ACME LA Corp.	Business Area D
E071255	442	f	GR-9	t	ACME NA Corp.	Business Area C
E071888	445	f	H-1	t	ACME NA Corp.	Business Area A
E072221	445	f	GR-9	t	ACME NA Corp.	Business Area C
E072275	452	f	GR-9	t	ACME NA Corp.	Business Area A
E072374	442	f	GR-9	t	ACME LA Corp.	Business Area B
E014067	455	f	GR-9	t	ACME Western EU SE	Business Area D
E073936	445	f	GR-9	t	ACME NA Corp.	Business Area A
E074087	443	f	GR-12	t	ACME Western EU SE	Business Area D
E074121	452	f	GR-7	t	ACME Western EU SE	Business Area D
E074234	292	f	GR-7	t	ACME Western EU SE	Business Area D
E074375	452	f	GR-9	t	ACME NA Corp.	Business Area C
E074415	452	f	H-1	t	ACME NA Corp.	Business Area A
E074517	452	f	H-1	t	ACME NA Corp.	Business Area A
E074901	402	f	GR-9	t	ACME NA Corp.	Business Area A
E074948	211	f	H-1	t	ACME NA Corp.	Business Area A
E075436	452	f	GR-9	t	ACME LA Corp.	Business Area B
E076345	452	f	GR-9	t	ACME NA Corp.	Business Area C
E077136	443	f	GR-13	t	ACME LA Corp.	Business Area D
E077381	452	f	GR-9	t	ACME Western EU SE	Business Area D
E016296	442	f	GR-9	t	ACME NA Corp.	Business Area A
E078389	452	f	GR-9	t	ACME Western EU SE	Business Area D
E078426	383	f	GR-6	t	ACME LA Corp.	Business Area C
E078612	444	f	GR-9	t	ACME NA Corp.	Business Area C
E078681	454	f	GR-7	t	ACME Western EU SE	Business Area D
E078928	461	f	GR-9	t	ACME Western EU SE	Business Area C
E079068	452	f	GR-6	t	ACME LA Corp.	Business Area D
E079106	444	f	GR-14	t	ACME NA Corp.	Business Area A
E080578	442	t	GR-9	t	ACME NA Corp.	Business Area C
E081389	454	f	GR-7	t	ACME NA Corp.	Business Area C
E081543	443	f	GR-6	t	ACME LA Corp.	Business Area D
E084061	452	t	GR-9	t	ACME LA Corp.	Business Area B
E084077	231	f	GR-7	t	ACME NA Corp.	Business Area C
E084143	443	f	GR-7	t	ACME NA Corp.	Business Area C
E084183	402	f	GR-10	t	ACME NA Corp.	Business Area A
E084490	252	f	GR-9	t	ACME NA Corp.	Business Area A
E084661	452	f	GR-9	t	ACME Western EU SE	Business Area D
E085125	341	f	GR-7	t	ACME NA Corp.	Business Area C
E085186	443	f	GR-9	t	ACME NA Corp.	Business Area A
E085404	452	f	GR-9	t	ACME NA Corp.	Business Area C
E085673	452	f	GR-6	t	ACME LA Corp.	Business Area C
E085741	452	f	GR-7	t	ACME NA Corp.	Business Area C
E086340	452	t	GR-11	t	ACME LA Corp.	Business Area D
E086586	443	f	GR-9	t	ACME NA Corp.	Business Area A
E086664	443	f	GR-7	t	ACME NA Corp.	Business Area C
E087280	443	f	GR-7	t	ACME NA Corp.	Business Area C
E089626	452	f	GR-9	t	ACME NA Corp.	Business Area A
E017695	443	f	GR-7	t	ACME Western EU SE	Business Area D
E091667	404	f	GR-7	t	ACME Western EU SE	Business Area D
E094339	233	f	GR-9	t	ACME LA Corp.	Business Area B
E094828	452	t	GR-13	t	ACME LA Corp.	Business Area B
E096013	452	f	GR-9	t	ACME NA Corp.	Business Area A
E098863	453	f	GR-6	t	ACME LA Corp.	Business Area C
E103866	454	f	GR-10	t	ACME NA Corp.	Business Area A
E104148	393	f	GR-6	t	ACME LA Corp.	Business Area C
E020105	444	f	GR-11	t	ACME Western EU SE	Business Area C
E020119	446	f	GR-16	t	ACME Western EU SE	Business Area C
E022785	444	f	GR-13	t	ACME Western EU SE	Business Area C
E113211	454	f	GR-9	t	ACME Western EU SE	Business Area D
E114585	453	f	GR-7	t	ACME NA Corp.	Business Area C
E114735	455	f	GR-11	t	ACME Western EU SE	Business Area D
E027174	393	f	GR-12	t	ACME NA Corp.	Business Area A
E027507	445	f	GR-9	t	ACME Western EU SE	Business Area C
E119581	293	f	GR-9	t	ACME NA Corp.	Business Area C
E121194	445	f	GR-6	t	ACME LA Corp.	Business Area C
E032687	445	f	GR-11	t	ACME LA Corp.	Business Area B
E123482	454	f	GR-6	t	ACME LA Corp.	Business Area D
E034090	462	t	GR-16	t	ACME LA Corp.	Business Area D
E034346	453	f	GR-6	t	ACME LA Corp.	Business Area C
E034894	454	f	GR-7	t	ACME NA Corp.	Business Area C
E035336	445	f	GR-12	t	ACME NA Corp.	Business Area A
E035565	351	f	GR-7	t	ACME Western EU SE	Business Area D
E131959	413	f	GR-9	t	ACME NA Corp.	Business Area C
E138406	445	f	GR-9	t	ACME Western EU SE	Business Area D
E138712	452	f	GR-12	t	ACME Western EU SE	Business Area D
E150556	445	f	GR-9	t	ACME Western EU SE	Business Area D
E152049	445	f	GR-9	t	ACME Western EU SE	Business Area C
E038222	392	f	GR-14	t	ACME NA Corp.	Business Area A
E038675	455	f	GR-7	t	ACME NA Corp.	Business Area C
E157200	271	t	GR-9	t	ACME LA Corp.	Business Area B
E159632	445	f	GR-9	t	ACME Western EU SE	Business Area D
E163395	452	f	GR-6	t	ACME LA Corp.	Business Area C
E039862	452	f	GR-7	t	ACME NA Corp.	Business Area C
E041210	412	f	GR-9	t	ACME NA Corp.	Business Area A
E168799	452	t	GR-9	t	ACME LA Corp.	Business Area D
E172739	292	f	GR-7	t	ACME Western EU SE	Business Area D
E299669	291	f	GR-7	t	ACME Western EU SE	Business Area D
E041510	452	f	GR-9	t	ACME LA Corp.	Business Area C
E187962	443	f	GR-6	t	ACME LA Corp.	Business Area C
E190410	462	f	GR-11	t	ACME Western EU SE	Business Area C
E192639	453	f	GR-8	t	ACME Western EU SE	Business Area C
E044105	261	f	GR-7	t	ACME Western EU SE	Business Area D
E044139	293	f	GR-6	t	ACME LA Corp.	Business Area C
E044175	453	f	GR-7	t	ACME NA Corp.	Business Area C
E206956	444	f	GR-11	t	ACME LA Corp.	Business Area B
E209320	445	f	GR-6	t	ACME LA Corp.	Business Area D
E196475	444	t	GR-16	t	ACME LA Corp.	Business Area D
E045175	461	f	GR-7	t	ACME NA Corp.	Business Area C
E045588	453	f	GR-6	t	ACME LA Corp.	Business Area C
E215481	445	f	GR-6	t	ACME LA Corp.	Business Area D
E045869	442	f	GR-8	t	ACME NA Corp.	Business Area A
E216877	444	f	GR-12	t	ACME NA Corp.	Business Area A
E217443	602	f	GR-7	t	ACME NA Corp.	Business Area C
E047192	452	t	GR-9	t	ACME LA Corp.	Business Area D
E048614	444	f	GR-9	t	ACME Western EU SE	Business Area D
E230427	443	f	H-1	t	ACME NA Corp.	Business Area A
E049786	443	f	GR-13	t	ACME LA Corp.	Business Area D
E238255	452	t	GR-9	t	ACME NA Corp.	Business Area C
E239003	442	f	GR-7	t	ACME NA Corp.	Business Area C
E239128	442	t	GR-9	t	ACME LA Corp.	Business Area B
E239479	452	f	GR-7	t	ACME NA Corp.	Business Area C
E240055	291	f	GR-7	t	ACME NA Corp.	Business Area C
E240195	452	f	GR-10	t	ACME NA Corp.	Business Area A
E240340	461	f	GR-9	t	ACME NA Corp.	Business Area A
E240832	452	f	GR-9	t	ACME Western EU SE	Business Area D
E241489	452	f	GR-9	t	ACME NA Corp.	Business Area A
E241676	232	f	GR-9	t	ACME NA Corp.	Business Area C
E241744	452	f	GR-6	t	ACME LA Corp.	Business Area C
E242108	452	f	GR-7	t	ACME NA Corp.	Business Area C
E242774	447	f	GR-9	t	ACME NA Corp.	Business Area A
E243160	452	f	GR-7	t	ACME NA Corp.	Business Area C
E244138	401	t	GR-9	t	ACME LA Corp.	Business Area D
E244224	443	f	GR-9	t	ACME NA Corp.	Business Area A
E230144	442	f	GR-7	t	ACME NA Corp.	Business Area C
E230762	443	f	GR-9	t	ACME NA Corp.	Business Area A
E244532	281	f	GR-6	t	ACME LA Corp.	Business Area B
E245656	291	f	GR-7	t	ACME Western EU SE	Business Area D
E245956	444	f	GR-7	t	ACME Western EU SE	Business Area D
E246422	282	f	GR-9	t	ACME LA Corp.	Business Area C
E246442	461	f	GR-9	t	ACME LA Corp.	Business Area B
E246698	322	f	GR-9	t	ACME NA Corp.	Business Area A
E247011	452	t	GR-9	t	ACME NA Corp.	Business Area C
E247476	444	f	GR-6	t	ACME LA Corp.	Business Area C
E247977	261	f	GR-6	t	ACME LA Corp.	Business Area C
E244429	445	f	GR-11	t	ACME Western EU SE	Business Area C
E248574	252	f	GR-16	t	ACME Western EU SE	Business Area C
E244478	452	f	GR-13	t	ACME Western EU SE	Business Area C
E248811	351	f	GR-8	t	ACME Western EU SE	Business Area C
E248894	462	f	GR-13	t	ACME Western EU SE	Business Area C
E249285	433	f	GR-6	t	ACME LA Corp.	Business Area C
E249456	443	f	GR-9	t	ACME Western EU SE	Business Area D
E249554	443	f	GR-7	t	ACME NA Corp.	Business Area C
E249630	461	f	GR-11	t	ACME Western EU SE	Business Area D
E250035	453	f	GR-6	t	ACME LA Corp.	Business Area C
E250289	452	f	GR-7	t	ACME NA Corp.	Business Area C
E250764	402	f	GR-12	t	ACME NA Corp.	Business Area A
E248763	452	f	GR-6	t	ACME LA Corp.	Business Area D
E248961	444	f	GR-9	t	ACME Western EU SE	Business Area C
E251108	443	f	GR-9	t	ACME NA Corp.	Business Area C
E251178	444	f	GR-6	t	ACME LA Corp.	Business Area C
E252283	454	f	GR-11	t	ACME LA Corp.	Business Area B
E252718	442	f	GR-9	t	ACME NA Corp.	Business Area C
E252825	457	t	GR-16	t	ACME LA Corp.	Business Area D
E253918	453	f	GR-7	t	ACME NA Corp.	Business Area C
E254237	461	f	GR-9	t	ACME NA Corp.	Business Area C
E254387	361	f	GR-6	t	ACME LA Corp.	Business Area C
E254473	252	f	GR-6	t	ACME LA Corp.	Business Area D
E255984	454	f	GR-12	t	ACME NA Corp.	Business Area A
E256138	453	f	GR-7	t	ACME Western EU SE	Business Area D
E250915	454	f	GR-7	t	ACME NA Corp.	Business Area C
E256443	461	t	GR-9	t	ACME LA Corp.	Business Area D
E256505	442	f	GR-9	t	ACME NA Corp.	Business Area C
E257047	461	f	GR-9	t	ACME NA Corp.	Business Area C
E257215	442	f	GR-9	t	ACME NA Corp.	Business Area A
E051849	432	f	GR-9	t	ACME Western EU SE	Business Area D
E258590	371	f	GR-9	t	ACME NA Corp.	Business Area A
E258670	444	f	GR-12	t	ACME Western EU SE	Business Area D
E258697	444	f	GR-7	t	ACME Western EU SE	Business Area D
E258739	402	f	GR-7	t	ACME Western EU SE	Business Area D
E258937	454	f	GR-9	t	ACME NA Corp.	Business Area C
E259511	452	f	H-1	t	ACME NA Corp.	Business Area A
E260466	452	f	GR-9	t	ACME NA Corp.	Business Area A
E260474	292	f	H-1	t	ACME NA Corp.	Business Area A
E260750	444	f	GR-9	t	ACME LA Corp.	Business Area B
E261042	444	f	GR-13	t	ACME LA Corp.	Business Area D
E261405	442	f	GR-9	t	ACME Western EU SE	Business Area D
E261551	402	f	GR-9	t	ACME NA Corp.	Business Area A
E261619	454	f	GR-9	t	ACME Western EU SE	Business Area D
E261658	461	f	GR-6	t	ACME LA Corp.	Business Area C
E262940	454	f	GR-9	t	ACME NA Corp.	Business Area C
E263151	444	f	GR-7	t	ACME Western EU SE	Business Area D
E263253	361	f	GR-9	t	ACME Western EU SE	Business Area C
E263395	452	f	GR-14	t	ACME NA Corp.	Business Area A
E263686	452	t	GR-9	t	ACME NA Corp.	Business Area C
E264178	301	f	GR-6	t	ACME LA Corp.	Business Area D
E256376	401	t	GR-9	t	ACME LA Corp.	Business Area B
E264544	441	f	GR-7	t	ACME NA Corp.	Business Area C
E264862	461	f	GR-10	t	ACME NA Corp.	Business Area A
E264942	433	f	GR-9	t	ACME NA Corp.	Business Area A
E265621	500	f	GR-9	t	ACME Western EU SE	Business Area D
E265658	212	f	GR-7	t	ACME NA Corp.	Business Area C
E265767	442	f	GR-10	t	ACME NA Corp.	Business Area A
E265901	432	f	GR-9	t	ACME NA Corp.	Business Area A
E266311	443	f	GR-9	t	ACME NA Corp.	Business Area C
E266545	331	f	GR-6	t	ACME LA Corp.	Business Area C
E266882	447	f	GR-9	t	ACME NA Corp.	Business Area A
E267365	452	t	GR-9	t	ACME LA Corp.	Business Area D
E267514	452	f	GR-9	t	ACME NA Corp.	Business Area A
E264415	445	f	GR-7	t	ACME NA Corp.	Business Area C
E268196	446	f	GR-9	t	ACME NA Corp.	Business Area A
E269349	411	f	GR-7	t	ACME Western EU SE	Business Area D
E269436	454	f	GR-9	t	ACME Western EU SE	Business Area D
E054815	431	f	GR-9	t	ACME LA Corp.	Business Area B
E270356	411	t	GR-13	t	ACME LA Corp.	Business Area B
E270671	301	f	GR-6	t	ACME LA Corp.	Business Area C
E271718	442	t	GR-9	t	ACME NA Corp.	Business Area C
E266648	443	f	GR-6	t	ACME LA Corp.	Business Area C
E272194	443	f	GR-10	t	ACME NA Corp.	Business Area A
E272422	452	f	GR-6	t	ACME LA Corp.	Business Area C
E272781	443	f	GR-11	t	ACME Western EU SE	Business Area C
E272808	452	f	GR-16	t	ACME Western EU SE	Business Area C
E273434	453	f	GR-13	t	ACME Western EU SE	Business Area C
E274097	453	f	GR-8	t	ACME Western EU SE	Business Area C
E274203	454	f	GR-13	t	ACME Western EU SE	Business Area C
E274811	312	f	GR-7	t	ACME Western EU SE	Business Area D
E276272	444	f	GR-11	t	ACME Western EU SE	Business Area D
E276456	221	f	GR-6	t	ACME LA Corp.	Business Area C
E270979	452	f	GR-7	t	ACME NA Corp.	Business Area C
E276524	442	f	GR-7	t	ACME Western EU SE	Business Area D
E276634	444	f	GR-12	t	ACME NA Corp.	Business Area A
E271880	452	f	GR-6	t	ACME LA Corp.	Business Area D
E276873	454	f	GR-9	t	ACME Western EU SE	Business Area C
E276948	443	f	GR-9	t	ACME NA Corp.	Business Area C
E277282	361	f	GR-9	t	ACME NA Corp.	Business Area C
E277443	431	f	GR-11	t	ACME LA Corp.	Business Area B
E277603	455	f	GR-9	t	ACME NA Corp.	Business Area C
E277747	362	f	GR-6	t	ACME LA Corp.	Business Area D
E277846	362	t	GR-16	t	ACME LA Corp.	Business Area D
E278576	462	f	GR-7	t	ACME NA Corp.	Business Area C
E279983	453	f	GR-9	t	ACME NA Corp.	Business Area C
E280104	453	f	GR-11	t	ACME Western EU SE	Business Area D
E280139	444	f	GR-6	t	ACME LA Corp.	Business Area C
E280274	443	f	GR-6	t	ACME LA Corp.	Business Area D
E280278	454	f	GR-8	t	ACME NA Corp.	Business Area A
E281696	442	f	GR-7	t	ACME Western EU SE	Business Area D
E282189	252	t	GR-9	t	ACME LA Corp.	Business Area D
E282234	442	f	GR-9	t	ACME NA Corp.	Business Area C
E282371	252	f	H-1	t	ACME NA Corp.	Business Area A
E282612	452	f	GR-9	t	ACME NA Corp.	Business Area A
E282726	443	f	GR-9	t	ACME LA Corp.	Business Area B
E282948	444	f	GR-9	t	ACME Western EU SE	Business Area D
E283320	452	f	GR-9	t	ACME NA Corp.	Business Area A
E283665	431	f	GR-7	t	ACME Western EU SE	Business Area D
E283744	431	f	GR-7	t	ACME Western EU SE	Business Area D
E283996	445	f	GR-9	t	ACME NA Corp.	Business Area C
E284241	454	f	H-1	t	ACME NA Corp.	Business Area A
E284601	443	f	H-1	t	ACME NA Corp.	Business Area A
E284913	443	f	GR-9	t	ACME NA Corp.	Business Area A
E285378	455	f	GR-9	t	ACME NA Corp.	Business Area C
E286755	452	f	GR-9	t	ACME Western EU SE	Business Area D
E286888	454	f	GR-9	t	ACME NA Corp.	Business Area A
E286939	434	f	GR-9	t	ACME Western EU SE	Business Area D
E273393	453	f	GR-6	t	ACME LA Corp.	Business Area C
E287170	251	f	GR-9	t	ACME NA Corp.	Business Area C
E287352	452	f	GR-7	t	ACME Western EU SE	Business Area D
E287397	454	f	GR-9	t	ACME NA Corp.	Business Area C
E287629	454	f	GR-9	t	ACME Western EU SE	Business Area C
E287858	452	f	GR-6	t	ACME LA Corp.	Business Area D
E287920	444	f	GR-14	t	ACME NA Corp.	Business Area A
E288317	445	f	GR-7	t	ACME NA Corp.	Business Area C
E288381	452	f	GR-6	t	ACME LA Corp.	Business Area D
E288676	452	t	GR-9	t	ACME LA Corp.	Business Area B
E289093	454	f	GR-7	t	ACME NA Corp.	Business Area C
E289175	291	f	GR-10	t	ACME NA Corp.	Business Area A
E289224	444	f	GR-9	t	ACME NA Corp.	Business Area A
E289523	453	f	GR-10	t	ACME NA Corp.	Business Area A
E289723	452	f	GR-9	t	ACME NA Corp.	Business Area A
E289925	281	f	GR-9	t	ACME NA Corp.	Business Area C
E291083	445	f	GR-6	t	ACME LA Corp.	Business Area C
E291172	445	f	GR-7	t	ACME NA Corp.	Business Area C
E291985	402	f	GR-9	t	ACME NA Corp.	Business Area A
E292815	450	t	GR-9	t	ACME LA Corp.	Business Area D
E292859	454	f	GR-9	t	ACME NA Corp.	Business Area A
E292880	252	f	GR-9	t	ACME NA Corp.	Business Area A
E293025	443	f	GR-6	t	ACME LA Corp.	Business Area B
E293226	373	f	GR-7	t	ACME Western EU SE	Business Area D
E293858	442	f	GR-7	t	ACME Western EU SE	Business Area D
E055746	291	f	GR-9	t	ACME LA Corp.	Business Area C
E294377	444	f	GR-9	t	ACME LA Corp.	Business Area B
E295047	454	t	GR-13	t	ACME LA Corp.	Business Area B
E296041	445	f	GR-6	t	ACME LA Corp.	Business Area C
E296306	422	f	GR-6	t	ACME LA Corp.	Business Area C
E296403	602	f	GR-10	t	ACME NA Corp.	Business Area A
E276486	452	f	GR-6	t	ACME LA Corp.	Business Area C
E296701	443	f	GR-11	t	ACME Western EU SE	Business Area C
E276871	443	f	GR-16	t	ACME Western EU SE	Business Area C
E296921	432	f	GR-13	t	ACME Western EU SE	Business Area C
E297059	432	f	GR-8	t	ACME Western EU SE	Business Area C
E297373	454	f	GR-13	t	ACME Western EU SE	Business Area C
E297406	452	f	GR-9	t	ACME Western EU SE	Business Area C
E297522	454	f	GR-7	t	ACME Western EU SE	Business Area D
E287100	445	f	GR-6	t	ACME LA Corp.	Business Area C
E057923	454	f	GR-9	t	ACME Western EU SE	Business Area D
E058030	442	f	GR-7	t	ACME NA Corp.	Business Area C
E296679	444	f	GR-6	t	ACME LA Corp.	Business Area C
E296891	454	f	GR-7	t	ACME NA Corp.	Business Area C
E297819	442	f	GR-7	t	ACME Western EU SE	Business Area D
E298402	251	f	GR-12	t	ACME NA Corp.	Business Area A
E059463	450	f	GR-6	t	ACME LA Corp.	Business Area D
E223494	454	f	GR-9	t	ACME LA Corp.	Business Area B
E223604	442	f	GR-9	t	ACME NA Corp.	Business Area C
E223612	445	f	GR-13	t	ACME LA Corp.	Business Area D
E223844	413	f	GR-9	t	ACME Western EU SE	Business Area D
E224244	446	f	GR-9	t	ACME NA Corp.	Business Area A
E224289	253	f	GR-9	t	ACME Western EU SE	Business Area D
E224461	445	f	GR-6	t	ACME LA Corp.	Business Area C
E225055	455	f	GR-9	t	ACME NA Corp.	Business Area C
E225076	445	f	GR-7	t	ACME Western EU SE	Business Area D
E225257	455	f	GR-9	t	ACME NA Corp.	Business Area C
E225459	362	f	GR-9	t	ACME Western EU SE	Business Area C
E225490	456	f	GR-6	t	ACME LA Corp.	Business Area D
E225540	404	f	GR-14	t	ACME NA Corp.	Business Area A
E225557	446	t	GR-9	t	ACME NA Corp.	Business Area C
E225588	293	f	GR-7	t	ACME NA Corp.	Business Area C
E225776	447	f	GR-6	t	ACME LA Corp.	Business Area D
E225789	445	t	GR-9	t	ACME LA Corp.	Business Area B
E225978	443	f	GR-7	t	ACME NA Corp.	Business Area C
E226543	381	f	GR-7	t	ACME NA Corp.	Business Area C
E227179	401	f	GR-10	t	ACME NA Corp.	Business Area A
E227786	252	f	GR-9	t	ACME NA Corp.	Business Area A
E228064	452	f	GR-9	t	ACME Western EU SE	Business Area D
E228336	341	f	GR-7	t	ACME NA Corp.	Business Area C
E228906	452	f	GR-10	t	ACME NA Corp.	Business Area A
E228925	444	f	GR-9	t	ACME NA Corp.	Business Area A
E229254	233	f	GR-9	t	ACME NA Corp.	Business Area C
E214716	461	f	GR-6	t	ACME LA Corp.	Business Area C
E230356	403	f	GR-7	t	ACME NA Corp.	Business Area C
E223491	443	t	GR-11	t	ACME LA Corp.	Business Area D
E230769	444	f	GR-9	t	ACME NA Corp.	Business Area A
E231772	444	f	GR-7	t	ACME NA Corp.	Business Area C
E232296	443	t	GR-9	t	ACME LA Corp.	Business Area D
E232625	452	f	GR-9	t	ACME NA Corp.	Business Area A
E233310	445	f	GR-7	t	ACME NA Corp.	Business Area C
E234104	443	f	GR-9	t	ACME NA Corp.	Business Area A
E234286	442	f	GR-6	t	ACME LA Corp.	Business Area B
E234491	452	f	GR-7	t	ACME Western EU SE	Business Area D
E234576	444	f	GR-7	t	ACME Western EU SE	Business Area D
E235360	447	f	GR-9	t	ACME Western EU SE	Business Area D
E235701	393	f	GR-7	t	ACME Western EU SE	Business Area D
E235736	452	f	GR-9	t	ACME LA Corp.	Business Area C
E235804	443	f	GR-9	t	ACME LA Corp.	Business Area B
E235856	411	t	GR-13	t	ACME LA Corp.	Business Area B
E236190	423	f	GR-9	t	ACME NA Corp.	Business Area A
E236816	447	f	GR-6	t	ACME LA Corp.	Business Area C
E237201	444	t	GR-9	t	ACME NA Corp.	Business Area C
E237337	454	f	GR-6	t	ACME LA Corp.	Business Area C
E237469	452	f	GR-10	t	ACME NA Corp.	Business Area A
E237824	252	f	GR-6	t	ACME LA Corp.	Business Area C
E237930	447	f	GR-11	t	ACME Western EU SE	Business Area C
E238253	252	f	GR-16	t	ACME Western EU SE	Business Area C
E019621	452	f	GR-13	t	ACME Western EU SE	Business Area C
E019691	442	f	GR-8	t	ACME Western EU SE	Business Area C
E019974	383	f	GR-13	t	ACME Western EU SE	Business Area C
E020098	291	f	GR-9	t	ACME Western EU SE	Business Area C
E020895	411	f	GR-7	t	ACME Western EU SE	Business Area D
E020953	442	f	GR-6	t	ACME LA Corp.	Business Area C
E021020	452	f	GR-9	t	ACME Western EU SE	Business Area D
E021392	452	f	GR-7	t	ACME NA Corp.	Business Area C
E021407	402	f	GR-11	t	ACME Western EU SE	Business Area D
E021799	453	f	GR-6	t	ACME LA Corp.	Business Area C
E021981	312	f	GR-7	t	ACME NA Corp.	Business Area C
E023000	445	f	GR-7	t	ACME Western EU SE	Business Area D
E023067	252	f	GR-12	t	ACME NA Corp.	Business Area A
E023753	293	f	GR-6	t	ACME LA Corp.	Business Area D
E024367	445	f	GR-9	t	ACME Western EU SE	Business Area C
E024764	450	f	GR-9	t	ACME NA Corp.	Business Area C
E024878	445	f	GR-6	t	ACME LA Corp.	Business Area C
E024956	443	f	GR-9	t	ACME NA Corp.	Business Area C
E024971	455	f	GR-11	t	ACME LA Corp.	Business Area B
E024981	452	f	GR-9	t	ACME NA Corp.	Business Area C
E025357	445	f	GR-6	t	ACME LA Corp.	Business Area D
E025447	442	t	GR-16	t	ACME LA Corp.	Business Area D
E025684	454	f	GR-6	t	ACME LA Corp.	Business Area C
E025802	452	f	GR-7	t	ACME NA Corp.	Business Area C
E025941	452	f	GR-9	t	ACME NA Corp.	Business Area C
E026335	402	f	GR-11	t	ACME Western EU SE	Business Area D
E026664	232	f	GR-6	t	ACME LA Corp.	Business Area C
E026901	444	f	GR-6	t	ACME LA Corp.	Business Area D
E028929	452	f	GR-8	t	ACME NA Corp.	Business Area A
E029229	454	f	GR-12	t	ACME NA Corp.	Business Area A
E029232	452	f	GR-7	t	ACME Western EU SE	Business Area D
E029363	454	f	GR-7	t	ACME NA Corp.	Business Area C
E029434	211	t	GR-9	t	ACME LA Corp.	Business Area D
E030148	452	f	GR-9	t	ACME NA Corp.	Business Area C
E030252	454	f	H-1	t	ACME NA Corp.	Business Area A
E030308	453	f	GR-9	t	ACME NA Corp.	Business Area C
E030449	443	f	GR-9	t	ACME NA Corp.	Business Area A
E030847	432	f	GR-9	t	ACME LA Corp.	Business Area B
E031336	444	f	GR-9	t	ACME Western EU SE	Business Area D
E031412	445	f	GR-9	t	ACME NA Corp.	Business Area A
E086988	444	f	GR-12	t	ACME Western EU SE	Business Area D
E087094	461	f	GR-7	t	ACME Western EU SE	Business Area D
E087196	461	f	GR-7	t	ACME Western EU SE	Business Area D
E087567	401	f	GR-9	t	ACME NA Corp.	Business Area C
E087682	444	f	H-1	t	ACME NA Corp.	Business Area A
E088459	450	f	H-1	t	ACME NA Corp.	Business Area A
E088523	441	f	GR-9	t	ACME NA Corp.	Business Area A
E089235	441	f	H-1	t	ACME NA Corp.	Business Area A
E089567	443	f	GR-9	t	ACME LA Corp.	Business Area B
E089958	443	f	GR-9	t	ACME NA Corp.	Business Area C
E090279	441	f	GR-13	t	ACME LA Corp.	Business Area D
E090444	445	f	GR-9	t	ACME Western EU SE	Business Area D
E090647	454	f	GR-9	t	ACME NA Corp.	Business Area A
E090926	454	f	GR-9	t	ACME Western EU SE	Business Area D
E091364	433	f	GR-6	t	ACME LA Corp.	Business Area C
E091684	411	f	GR-9	t	ACME NA Corp.	Business Area C
E091951	452	f	GR-7	t	ACME Western EU SE	Business Area D
E092267	452	f	GR-9	t	ACME NA Corp.	Business Area C
E092410	454	f	GR-9	t	ACME Western EU SE	Business Area C
E092563	445	f	GR-6	t	ACME LA Corp.	Business Area D
E092666	454	f	GR-14	t	ACME NA Corp.	Business Area A
E092752	455	t	GR-9	t	ACME NA Corp.	Business Area C
E093962	445	f	GR-7	t	ACME NA Corp.	Business Area C
E094125	454	f	GR-6	t	ACME LA Corp.	Business Area D
E094409	444	t	GR-9	t	ACME LA Corp.	Business Area B
E094843	452	f	GR-7	t	ACME NA Corp.	Business Area C
E095003	452	f	GR-7	t	ACME NA Corp.	Business Area C
E095280	233	f	GR-10	t	ACME NA Corp.	Business Area A
E095568	454	f	GR-9	t	ACME NA Corp.	Business Area A
E096719	443	f	GR-9	t	ACME Western EU SE	Business Area D
E096826	445	f	GR-7	t	ACME NA Corp.	Business Area C
E096889	322	f	GR-10	t	ACME NA Corp.	Business Area A
E097066	252	f	GR-9	t	ACME NA Corp.	Business Area A
E097292	452	f	GR-9	t	ACME NA Corp.	Business Area C
E097660	452	f	GR-6	t	ACME LA Corp.	Business Area C
E097675	454	f	GR-7	t	ACME NA Corp.	Business Area C
E098415	452	t	GR-11	t	ACME LA Corp.	Business Area D
E098433	452	f	GR-9	t	ACME NA Corp.	Business Area A
E099384	442	f	GR-7	t	ACME NA Corp.	Business Area C
E100133	454	t	GR-9	t	ACME LA Corp.	Business Area D
E100468	455	f	GR-9	t	ACME NA Corp.	Business Area A
E100693	443	f	GR-7	t	ACME NA Corp.	Business Area C
E101459	452	f	GR-9	t	ACME NA Corp.	Business Area A
E101985	453	f	GR-6	t	ACME LA Corp.	Business Area B
E102443	444	f	GR-7	t	ACME Western EU SE	Business Area D
E102505	453	f	GR-7	t	ACME Western EU SE	Business Area D
E102511	450	f	GR-9	t	ACME Western EU SE	Business Area D
E102787	602	f	GR-7	t	ACME Western EU SE	Business Area D
E103157	252	f	GR-9	t	ACME LA Corp.	Business Area C
E103930	451	f	GR-9	t	ACME LA Corp.	Business Area B
E104104	444	t	GR-13	t	ACME LA Corp.	Business Area B
E104333	402	f	GR-9	t	ACME NA Corp.	Business Area A
E104358	443	f	GR-6	t	ACME LA Corp.	Business Area C
E104691	444	t	GR-9	t	ACME NA Corp.	Business Area C
E105518	445	f	GR-6	t	ACME LA Corp.	Business Area C
E106119	445	f	GR-10	t	ACME NA Corp.	Business Area A
E106858	452	f	GR-6	t	ACME LA Corp.	Business Area C
E107272	311	f	GR-11	t	ACME Western EU SE	Business Area C
E107440	402	f	GR-16	t	ACME Western EU SE	Business Area C
E107993	446	f	GR-13	t	ACME Western EU SE	Business Area C
E108140	452	f	GR-8	t	ACME Western EU SE	Business Area C
E108157	452	f	GR-13	t	ACME Western EU SE	Business Area C
E108402	444	f	GR-9	t	ACME Western EU SE	Business Area C
E108817	444	f	GR-7	t	ACME Western EU SE	Business Area D
E109328	452	f	GR-6	t	ACME LA Corp.	Business Area C
E109436	443	f	GR-9	t	ACME Western EU SE	Business Area D
E109511	444	f	GR-7	t	ACME NA Corp.	Business Area C
E109538	601	f	GR-11	t	ACME Western EU SE	Business Area D
E109656	253	f	GR-6	t	ACME LA Corp.	Business Area C
E109659	392	f	GR-7	t	ACME NA Corp.	Business Area C
E110370	443	f	GR-7	t	ACME Western EU SE	Business Area D
E110484	455	f	GR-12	t	ACME NA Corp.	Business Area A
E110507	455	f	GR-6	t	ACME LA Corp.	Business Area D
E111323	445	f	GR-9	t	ACME Western EU SE	Business Area C
E111614	442	f	GR-9	t	ACME NA Corp.	Business Area C
E111786	445	f	GR-6	t	ACME LA Corp.	Business Area C
E111790	446	f	GR-9	t	ACME NA Corp.	Business Area C
E111852	455	f	GR-11	t	ACME LA Corp.	Business Area B
E111869	453	f	GR-9	t	ACME NA Corp.	Business Area C
E112728	455	f	GR-6	t	ACME LA Corp.	Business Area D
E113023	455	t	GR-16	t	ACME LA Corp.	Business Area D
E113470	445	f	GR-6	t	ACME LA Corp.	Business Area C
E113896	445	f	GR-7	t	ACME NA Corp.	Business Area C
E114037	413	f	GR-9	t	ACME NA Corp.	Business Area C
E114353	455	f	GR-11	t	ACME Western EU SE	Business Area D
E114771	445	f	GR-6	t	ACME LA Corp.	Business Area C
E115460	455	f	GR-6	t	ACME LA Corp.	Business Area D
E115682	445	f	GR-8	t	ACME NA Corp.	Business Area A
E115849	403	f	GR-12	t	ACME NA Corp.	Business Area A
E116009	444	f	GR-7	t	ACME Western EU SE	Business Area D
E116630	445	f	GR-7	t	ACME NA Corp.	Business Area C
E116633	445	t	GR-9	t	ACME LA Corp.	Business Area D
E117943	445	f	GR-9	t	ACME NA Corp.	Business Area C
E118900	442	f	H-1	t	ACME NA Corp.	Business Area A
E118926	445	f	GR-9	t	ACME NA Corp.	Business Area C
E118944	432	f	GR-9	t	ACME NA Corp.	Business Area A
E118987	445	f	GR-9	t	ACME LA Corp.	Business Area B
E119030	445	f	GR-9	t	ACME Western EU SE	Business Area D
E119589	444	f	GR-9	t	ACME NA Corp.	Business Area A
E119646	443	f	GR-12	t	ACME Western EU SE	Business Area D
E119697	433	f	GR-7	t	ACME Western EU SE	Business Area D
E119954	454	f	GR-7	t	ACME Western EU SE	Business Area D
E120682	443	f	GR-9	t	ACME NA Corp.	Business Area C
E120686	445	f	H-1	t	ACME NA Corp.	Business Area A
E120802	362	f	H-1	t	ACME NA Corp.	Business Area A
E121225	454	f	GR-9	t	ACME NA Corp.	Business Area A
E121650	452	f	H-1	t	ACME NA Corp.	Business Area A
E121810	445	f	GR-9	t	ACME LA Corp.	Business Area B
E121833	412	f	GR-9	t	ACME NA Corp.	Business Area C
E122177	454	f	GR-13	t	ACME LA Corp.	Business Area D
E122701	442	f	GR-9	t	ACME Western EU SE	Business Area D
E122891	455	f	GR-9	t	ACME NA Corp.	Business Area A
E123132	455	f	GR-9	t	ACME Western EU SE	Business Area D
E123159	444	f	GR-6	t	ACME LA Corp.	Business Area C
E123361	442	f	GR-9	t	ACME NA Corp.	Business Area C
E123596	443	f	GR-7	t	ACME Western EU SE	Business Area D
E123853	452	f	GR-9	t	ACME NA Corp.	Business Area C
E124650	251	f	GR-9	t	ACME Western EU SE	Business Area C
E124681	455	f	GR-6	t	ACME LA Corp.	Business Area D
E124730	455	f	GR-14	t	ACME NA Corp.	Business Area A
E124971	403	t	GR-9	t	ACME NA Corp.	Business Area C
E125051	442	f	GR-7	t	ACME NA Corp.	Business Area C
E125270	214	f	GR-6	t	ACME LA Corp.	Business Area D
E125526	443	t	GR-9	t	ACME LA Corp.	Business Area B
E125607	401	f	GR-7	t	ACME NA Corp.	Business Area C
E125799	443	f	GR-7	t	ACME NA Corp.	Business Area C
E125990	444	f	GR-10	t	ACME NA Corp.	Business Area A
E127660	444	f	GR-9	t	ACME NA Corp.	Business Area A
E127746	445	f	GR-9	t	ACME Western EU SE	Business Area D
E129386	445	f	GR-7	t	ACME NA Corp.	Business Area C
E129474	443	f	GR-10	t	ACME NA Corp.	Business Area A
E129568	444	f	GR-9	t	ACME NA Corp.	Business Area A
E129696	443	f	GR-9	t	ACME NA Corp.	Business Area C
E129946	252	f	GR-6	t	ACME LA Corp.	Business Area C
E130149	453	f	GR-7	t	ACME NA Corp.	Business Area C
E130663	403	t	GR-11	t	ACME LA Corp.	Business Area D
E131047	453	f	GR-9	t	ACME NA Corp.	Business Area A
E131813	453	f	GR-7	t	ACME NA Corp.	Business Area C
E131916	442	t	GR-9	t	ACME LA Corp.	Business Area D
E131960	292	f	GR-9	t	ACME NA Corp.	Business Area A
E132133	454	f	GR-7	t	ACME NA Corp.	Business Area C
E132557	444	f	GR-9	t	ACME NA Corp.	Business Area A
E132690	444	f	GR-6	t	ACME LA Corp.	Business Area B
E132807	453	f	GR-7	t	ACME Western EU SE	Business Area D
E132837	443	f	GR-7	t	ACME Western EU SE	Business Area D
E132879	252	f	GR-9	t	ACME Western EU SE	Business Area D
E133067	443	f	GR-7	t	ACME Western EU SE	Business Area D
E133851	361	f	GR-9	t	ACME LA Corp.	Business Area C
E134320	453	f	GR-9	t	ACME LA Corp.	Business Area B
E134406	432	t	GR-13	t	ACME LA Corp.	Business Area B
E134573	444	f	GR-9	t	ACME NA Corp.	Business Area A
E134994	461	f	GR-6	t	ACME LA Corp.	Business Area C
E134996	321	t	GR-9	t	ACME NA Corp.	Business Area C
E135028	452	f	GR-6	t	ACME LA Corp.	Business Area C
E136475	452	f	GR-10	t	ACME NA Corp.	Business Area A
E136978	452	f	GR-6	t	ACME LA Corp.	Business Area C
E137071	452	f	GR-11	t	ACME Western EU SE	Business Area C
E137375	462	f	GR-16	t	ACME Western EU SE	Business Area C
E137521	450	f	GR-13	t	ACME Western EU SE	Business Area C
E137555	253	f	GR-8	t	ACME Western EU SE	Business Area C
E138487	453	f	GR-13	t	ACME Western EU SE	Business Area C
E138764	383	f	GR-9	t	ACME Western EU SE	Business Area C
E138788	452	f	GR-7	t	ACME Western EU SE	Business Area D
E139484	452	f	GR-6	t	ACME LA Corp.	Business Area C
E139590	461	f	GR-9	t	ACME Western EU SE	Business Area D
E139782	444	f	GR-7	t	ACME NA Corp.	Business Area C
E140134	371	f	GR-11	t	ACME Western EU SE	Business Area D
E141033	450	f	GR-6	t	ACME LA Corp.	Business Area C
E141101	444	f	GR-7	t	ACME NA Corp.	Business Area C
E141782	452	f	GR-7	t	ACME Western EU SE	Business Area D
E141936	453	f	GR-12	t	ACME NA Corp.	Business Area A
E141972	442	f	GR-6	t	ACME LA Corp.	Business Area D
E142209	453	f	GR-9	t	ACME Western EU SE	Business Area C
E142212	371	f	GR-9	t	ACME NA Corp.	Business Area C
E143668	442	f	GR-6	t	ACME LA Corp.	Business Area C
E144316	443	f	GR-9	t	ACME NA Corp.	Business Area C
E144346	392	f	GR-11	t	ACME LA Corp.	Business Area B
E144716	351	f	GR-9	t	ACME NA Corp.	Business Area C
E144808	500	f	GR-6	t	ACME LA Corp.	Business Area D
E146006	231	t	GR-16	t	ACME LA Corp.	Business Area D
E146054	443	f	GR-6	t	ACME LA Corp.	Business Area C
E146073	252	f	GR-7	t	ACME NA Corp.	Business Area C
E146103	371	f	GR-9	t	ACME NA Corp.	Business Area C
E146647	445	f	GR-11	t	ACME Western EU SE	Business Area D
E146812	413	f	GR-6	t	ACME LA Corp.	Business Area C
E147155	461	f	GR-6	t	ACME LA Corp.	Business Area D
E147398	453	f	GR-8	t	ACME NA Corp.	Business Area A
E147638	371	f	GR-12	t	ACME NA Corp.	Business Area A
E148159	445	f	GR-7	t	ACME Western EU SE	Business Area D
E148728	452	f	GR-7	t	ACME NA Corp.	Business Area C
E148860	452	t	GR-9	t	ACME LA Corp.	Business Area D
E149226	452	f	GR-9	t	ACME NA Corp.	Business Area C
E149251	444	f	H-1	t	ACME NA Corp.	Business Area A
E149594	452	f	GR-9	t	ACME NA Corp.	Business Area C
E149825	444	f	GR-9	t	ACME NA Corp.	Business Area A
E149903	443	f	GR-9	t	ACME LA Corp.	Business Area B
E150324	445	f	GR-9	t	ACME Western EU SE	Business Area D
E151636	293	f	GR-9	t	ACME NA Corp.	Business Area A
E151653	445	f	GR-12	t	ACME Western EU SE	Business Area D
E152594	445	f	GR-7	t	ACME Western EU SE	Business Area D
E152783	443	f	GR-7	t	ACME Western EU SE	Business Area D
E153081	233	f	GR-9	t	ACME NA Corp.	Business Area C
E153279	445	f	H-1	t	ACME NA Corp.	Business Area A
E154464	312	f	H-1	t	ACME NA Corp.	Business Area A
E154492	392	f	GR-9	t	ACME NA Corp.	Business Area A
E154779	401	f	H-1	t	ACME NA Corp.	Business Area A
E154935	453	f	GR-9	t	ACME LA Corp.	Business Area B
E155267	271	f	GR-9	t	ACME NA Corp.	Business Area C
E155387	443	f	GR-13	t	ACME LA Corp.	Business Area D
E155559	445	f	GR-9	t	ACME Western EU SE	Business Area D
E156371	453	f	GR-9	t	ACME NA Corp.	Business Area A
E156614	233	f	GR-9	t	ACME Western EU SE	Business Area D
E156867	454	f	GR-6	t	ACME LA Corp.	Business Area C
E157446	452	f	GR-9	t	ACME NA Corp.	Business Area C
E157553	452	f	GR-7	t	ACME Western EU SE	Business Area D
E157554	321	f	GR-9	t	ACME NA Corp.	Business Area C
E158134	412	f	GR-9	t	ACME Western EU SE	Business Area C
E159119	462	f	GR-6	t	ACME LA Corp.	Business Area D
E159331	452	f	GR-14	t	ACME NA Corp.	Business Area A
E159366	452	t	GR-9	t	ACME NA Corp.	Business Area C
E160079	452	f	GR-7	t	ACME NA Corp.	Business Area C
E160181	445	f	GR-6	t	ACME LA Corp.	Business Area D
E160214	292	t	GR-9	t	ACME LA Corp.	Business Area B
E160354	444	f	GR-7	t	ACME NA Corp.	Business Area C
E161366	412	f	GR-7	t	ACME NA Corp.	Business Area C
E161953	452	f	GR-10	t	ACME NA Corp.	Business Area A
E162497	445	f	GR-9	t	ACME NA Corp.	Business Area A
E162643	445	f	GR-9	t	ACME Western EU SE	Business Area D
E164716	262	f	GR-7	t	ACME NA Corp.	Business Area C
E165093	252	f	GR-10	t	ACME NA Corp.	Business Area A
E165288	452	f	GR-9	t	ACME NA Corp.	Business Area A
E165372	443	f	GR-9	t	ACME NA Corp.	Business Area C
E165394	393	f	GR-6	t	ACME LA Corp.	Business Area C
E165577	445	f	GR-7	t	ACME NA Corp.	Business Area C
E166776	453	t	GR-11	t	ACME LA Corp.	Business Area D
E166884	261	f	GR-9	t	ACME NA Corp.	Business Area A
E167159	462	f	GR-7	t	ACME NA Corp.	Business Area C
E167384	453	t	GR-9	t	ACME LA Corp.	Business Area D
E167458	444	f	GR-9	t	ACME NA Corp.	Business Area A
E167524	453	f	GR-7	t	ACME NA Corp.	Business Area C
E168186	445	f	GR-9	t	ACME NA Corp.	Business Area A
E169280	445	f	GR-6	t	ACME LA Corp.	Business Area B
E169357	412	f	GR-7	t	ACME Western EU SE	Business Area D
E169982	392	f	GR-7	t	ACME Western EU SE	Business Area D
E170411	445	f	GR-9	t	ACME Western EU SE	Business Area D
E170453	452	f	GR-7	t	ACME Western EU SE	Business Area D
E170582	452	f	GR-9	t	ACME LA Corp.	Business Area C
E171174	444	f	GR-9	t	ACME LA Corp.	Business Area B
E171346	453	t	GR-13	t	ACME LA Corp.	Business Area B
E171484	445	f	GR-9	t	ACME NA Corp.	Business Area A
E171799	444	f	GR-6	t	ACME LA Corp.	Business Area C
E171876	444	t	GR-9	t	ACME NA Corp.	Business Area C
E172142	461	f	GR-6	t	ACME LA Corp.	Business Area C
E172264	351	f	GR-10	t	ACME NA Corp.	Business Area A
E172992	453	f	GR-6	t	ACME LA Corp.	Business Area C
E173823	453	f	GR-11	t	ACME Western EU SE	Business Area C
E174118	445	f	GR-16	t	ACME Western EU SE	Business Area C
E174234	444	f	GR-13	t	ACME Western EU SE	Business Area C
E174349	301	f	GR-8	t	ACME Western EU SE	Business Area C
E174738	291	f	GR-13	t	ACME Western EU SE	Business Area C
E175474	452	f	GR-9	t	ACME Western EU SE	Business Area C
E175727	453	f	GR-7	t	ACME Western EU SE	Business Area D
E175772	452	f	GR-6	t	ACME LA Corp.	Business Area C
E175844	445	f	GR-9	t	ACME Western EU SE	Business Area D
E176402	452	f	GR-7	t	ACME NA Corp.	Business Area C
E176434	454	f	GR-11	t	ACME Western EU SE	Business Area D
E176595	232	f	GR-6	t	ACME LA Corp.	Business Area C
E176656	351	f	GR-7	t	ACME NA Corp.	Business Area C
E176950	444	f	GR-7	t	ACME Western EU SE	Business Area D
E176967	452	f	GR-12	t	ACME NA Corp.	Business Area A
E177087	443	f	GR-6	t	ACME LA Corp.	Business Area D
E177150	452	f	GR-9	t	ACME Western EU SE	Business Area C
E177407	452	f	GR-9	t	ACME NA Corp.	Business Area C
E177417	443	f	GR-6	t	ACME LA Corp.	Business Area C
E178093	452	f	GR-9	t	ACME NA Corp.	Business Area C
E178419	443	f	GR-11	t	ACME LA Corp.	Business Area B
E179068	452	f	GR-9	t	ACME NA Corp.	Business Area C
E179247	253	f	GR-6	t	ACME LA Corp.	Business Area D
E179474	445	t	GR-16	t	ACME LA Corp.	Business Area D
E179716	301	f	GR-6	t	ACME LA Corp.	Business Area C
E179794	452	f	GR-7	t	ACME NA Corp.	Business Area C
E181089	442	f	GR-9	t	ACME NA Corp.	Business Area C
E181587	442	f	GR-11	t	ACME Western EU SE	Business Area D
E181730	452	f	GR-6	t	ACME LA Corp.	Business Area C
E181750	291	f	GR-6	t	ACME LA Corp.	Business Area D
E181819	461	f	GR-8	t	ACME NA Corp.	Business Area A
E182143	281	f	GR-12	t	ACME NA Corp.	Business Area A
E154352	452	f	GR-7	t	ACME Western EU SE	Business Area D
E183409	232	f	GR-7	t	ACME NA Corp.	Business Area C
E183432	452	t	GR-9	t	ACME LA Corp.	Business Area D
E183578	442	f	GR-9	t	ACME NA Corp.	Business Area C
E183769	453	f	H-1	t	ACME NA Corp.	Business Area A
E183834	452	f	GR-9	t	ACME NA Corp.	Business Area C
E184224	401	f	GR-9	t	ACME NA Corp.	Business Area A
E184393	443	f	GR-9	t	ACME LA Corp.	Business Area B
E185479	281	f	GR-9	t	ACME Western EU SE	Business Area D
E185592	301	f	GR-9	t	ACME NA Corp.	Business Area A
E186062	291	f	GR-12	t	ACME Western EU SE	Business Area D
E186328	452	f	GR-7	t	ACME Western EU SE	Business Area D
E186723	461	f	GR-7	t	ACME Western EU SE	Business Area D
E176619	322	f	GR-9	t	ACME NA Corp.	Business Area C
E187657	445	f	H-1	t	ACME NA Corp.	Business Area A
E187850	252	f	H-1	t	ACME NA Corp.	Business Area A
E189392	351	f	GR-9	t	ACME NA Corp.	Business Area A
E182152	453	f	H-1	t	ACME NA Corp.	Business Area A
E190397	433	f	GR-9	t	ACME LA Corp.	Business Area B
E190859	443	f	GR-9	t	ACME NA Corp.	Business Area C
E191451	443	f	GR-13	t	ACME LA Corp.	Business Area D
E191550	461	f	GR-9	t	ACME Western EU SE	Business Area D
E192061	453	f	GR-9	t	ACME NA Corp.	Business Area A
E192143	452	f	GR-9	t	ACME Western EU SE	Business Area D
E192365	402	f	GR-6	t	ACME LA Corp.	Business Area C
E192810	402	f	GR-9	t	ACME NA Corp.	Business Area C
E194393	452	f	GR-7	t	ACME Western EU SE	Business Area D
E195425	444	f	GR-9	t	ACME NA Corp.	Business Area C
E196145	444	f	GR-9	t	ACME Western EU SE	Business Area C
E196160	454	f	GR-6	t	ACME LA Corp.	Business Area D
E197667	442	f	GR-14	t	ACME NA Corp.	Business Area A
E198163	452	t	GR-9	t	ACME NA Corp.	Business Area C
E199069	453	f	GR-7	t	ACME NA Corp.	Business Area C
E199253	452	f	GR-6	t	ACME LA Corp.	Business Area D
E199278	453	t	GR-9	t	ACME LA Corp.	Business Area B
E199280	461	f	GR-7	t	ACME NA Corp.	Business Area C
E199520	361	f	GR-7	t	ACME NA Corp.	Business Area C
E199816	252	f	GR-10	t	ACME NA Corp.	Business Area A
E200205	412	f	GR-9	t	ACME NA Corp.	Business Area A
E200979	383	f	GR-9	t	ACME Western EU SE	Business Area D
E201678	453	f	GR-7	t	ACME NA Corp.	Business Area C
E201894	454	f	GR-10	t	ACME NA Corp.	Business Area A
E202614	452	f	GR-9	t	ACME NA Corp.	Business Area A
E202677	461	f	GR-9	t	ACME NA Corp.	Business Area C
E203046	442	f	GR-6	t	ACME LA Corp.	Business Area C
E203851	461	f	GR-7	t	ACME NA Corp.	Business Area C
E203971	461	t	GR-11	t	ACME LA Corp.	Business Area D
E204013	442	f	GR-9	t	ACME NA Corp.	Business Area A
E204075	452	f	GR-7	t	ACME NA Corp.	Business Area C
E205581	432	t	GR-9	t	ACME LA Corp.	Business Area D
E206233	371	f	GR-9	t	ACME NA Corp.	Business Area A
E206397	444	f	GR-7	t	ACME NA Corp.	Business Area C
E206853	444	f	GR-9	t	ACME NA Corp.	Business Area A
E207258	454	f	GR-6	t	ACME LA Corp.	Business Area B
E207417	444	f	GR-7	t	ACME Western EU SE	Business Area D
E207798	452	f	GR-7	t	ACME Western EU SE	Business Area D
E208048	452	f	GR-9	t	ACME Western EU SE	Business Area D
E208227	292	f	GR-7	t	ACME Western EU SE	Business Area D
E208256	442	f	GR-9	t	ACME LA Corp.	Business Area C
E208268	442	f	GR-9	t	ACME LA Corp.	Business Area B
E208295	402	t	GR-13	t	ACME LA Corp.	Business Area B
E209014	461	f	GR-9	t	ACME NA Corp.	Business Area A
E209616	454	f	GR-6	t	ACME LA Corp.	Business Area C
E210022	444	t	GR-9	t	ACME NA Corp.	Business Area C
E210103	461	f	GR-6	t	ACME LA Corp.	Business Area C
E210346	361	f	GR-10	t	ACME NA Corp.	Business Area A
E210929	452	f	GR-6	t	ACME LA Corp.	Business Area C
E211311	452	f	GR-11	t	ACME Western EU SE	Business Area C
E212097	452	f	GR-16	t	ACME Western EU SE	Business Area C
E212821	444	f	GR-13	t	ACME Western EU SE	Business Area C
E212964	301	f	GR-8	t	ACME Western EU SE	Business Area C
E213002	401	f	GR-13	t	ACME Western EU SE	Business Area C
E213244	441	f	GR-9	t	ACME Western EU SE	Business Area C
E213258	462	f	GR-7	t	ACME Western EU SE	Business Area D
E201848	461	f	GR-6	t	ACME LA Corp.	Business Area C
E215007	433	f	GR-9	t	ACME Western EU SE	Business Area D
E215326	500	f	GR-7	t	ACME NA Corp.	Business Area C
E215816	442	f	GR-11	t	ACME Western EU SE	Business Area D
E216138	432	f	GR-6	t	ACME LA Corp.	Business Area C
E216433	443	f	GR-7	t	ACME NA Corp.	Business Area C
E216531	331	f	GR-7	t	ACME Western EU SE	Business Area D
E216566	453	f	GR-12	t	ACME NA Corp.	Business Area A
E217281	411	f	GR-6	t	ACME LA Corp.	Business Area D
E217309	454	f	GR-9	t	ACME Western EU SE	Business Area C
E217314	452	f	GR-9	t	ACME NA Corp.	Business Area C
E217424	452	f	GR-6	t	ACME LA Corp.	Business Area C
E218501	446	f	GR-9	t	ACME NA Corp.	Business Area C
E219034	452	f	GR-11	t	ACME LA Corp.	Business Area B
E219165	411	f	GR-9	t	ACME NA Corp.	Business Area C
E219409	454	f	GR-6	t	ACME LA Corp.	Business Area D
E220363	452	t	GR-16	t	ACME LA Corp.	Business Area D
E220387	454	f	GR-6	t	ACME LA Corp.	Business Area C
E220834	431	f	GR-7	t	ACME NA Corp.	Business Area C
E221065	411	f	GR-9	t	ACME NA Corp.	Business Area C
E221184	241	f	GR-11	t	ACME Western EU SE	Business Area D
E221389	443	f	GR-6	t	ACME LA Corp.	Business Area C
E221596	443	f	GR-6	t	ACME LA Corp.	Business Area D
E222257	443	f	GR-8	t	ACME NA Corp.	Business Area A
E222333	452	f	GR-12	t	ACME NA Corp.	Business Area A
E223157	453	f	GR-7	t	ACME Western EU SE	Business Area D
E223179	453	f	GR-7	t	ACME NA Corp.	Business Area C
E223326	312	t	GR-9	t	ACME LA Corp.	Business Area D
E300101	221	f	GR-9	t	ACME NA Corp.	Business Area C
E300102	452	f	GR-9	t	ACME NA Corp.	Business Area A
E300103	442	f	GR-9	t	ACME LA Corp.	Business Area B
E300104	444	f	GR-9	t	ACME Western EU SE	Business Area D
E300105	452	f	GR-9	t	ACME NA Corp.	Business Area A
E300106	454	f	GR-12	t	ACME Western EU SE	Business Area D
E300107	213	f	GR-7	t	ACME Western EU SE	Business Area D
E300108	431	f	GR-7	t	ACME Western EU SE	Business Area D
E300109	455	f	GR-9	t	ACME NA Corp.	Business Area C
E300110	362	f	H-1	t	ACME NA Corp.	Business Area A
E300111	455	f	H-1	t	ACME NA Corp.	Business Area A
E300112	462	f	GR-9	t	ACME NA Corp.	Business Area A
E300113	453	f	H-1	t	ACME NA Corp.	Business Area A
E300114	453	f	GR-9	t	ACME LA Corp.	Business Area B
E300115	443	f	GR-9	t	ACME NA Corp.	Business Area C
E300116	454	f	GR-13	t	ACME LA Corp.	Business Area D
E300117	361	f	GR-9	t	ACME Western EU SE	Business Area D
E300118	442	f	GR-9	t	ACME NA Corp.	Business Area A
E300119	443	f	GR-9	t	ACME Western EU SE	Business Area D
E300120	252	f	GR-6	t	ACME LA Corp.	Business Area C
E300121	281	f	GR-9	t	ACME NA Corp.	Business Area C
E300122	421	f	GR-7	t	ACME Western EU SE	Business Area D
E300123	452	f	GR-9	t	ACME NA Corp.	Business Area C
E300124	450	f	GR-9	t	ACME Western EU SE	Business Area C
E300125	431	f	GR-6	t	ACME LA Corp.	Business Area D
E300126	445	f	GR-14	t	ACME NA Corp.	Business Area A
E300127	454	t	GR-9	t	ACME NA Corp.	Business Area C
E300128	443	f	GR-7	t	ACME NA Corp.	Business Area C
E300129	462	f	GR-6	t	ACME LA Corp.	Business Area D
E300130	455	t	GR-9	t	ACME LA Corp.	Business Area B
E300131	452	f	GR-7	t	ACME NA Corp.	Business Area C
E300132	454	f	GR-7	t	ACME NA Corp.	Business Area C
E300133	434	f	GR-10	t	ACME NA Corp.	Business Area A
E300134	453	f	GR-9	t	ACME NA Corp.	Business Area A
E300135	251	f	GR-9	t	ACME Western EU SE	Business Area D
E038906	454	f	GR-7	t	ACME NA Corp.	Business Area C
E189955	454	f	GR-10	t	ACME NA Corp.	Business Area A
E190690	452	f	GR-9	t	ACME NA Corp.	Business Area A
E200527	444	f	GR-9	t	ACME NA Corp.	Business Area C
E068256	452	f	GR-6	t	ACME LA Corp.	Business Area C
E214221	445	f	GR-7	t	ACME NA Corp.	Business Area C
E077964	452	t	GR-11	t	ACME LA Corp.	Business Area D
E059597	452	f	GR-9	t	ACME NA Corp.	Business Area A
E059905	452	f	GR-7	t	ACME NA Corp.	Business Area C
E061008	454	t	GR-9	t	ACME LA Corp.	Business Area D
E061514	291	f	GR-9	t	ACME NA Corp.	Business Area A
E061957	444	f	GR-7	t	ACME NA Corp.	Business Area C
E064326	433	f	GR-9	t	ACME NA Corp.	Business Area A
E065319	452	f	GR-6	t	ACME LA Corp.	Business Area B
E067667	281	f	GR-7	t	ACME Western EU SE	Business Area D
E069231	445	f	GR-7	t	ACME Western EU SE	Business Area D
E070933	445	f	GR-9	t	ACME Western EU SE	Business Area D
E071573	422	f	GR-7	t	ACME Western EU SE	Business Area D
E073784	402	f	GR-9	t	ACME LA Corp.	Business Area C
E074283	401	f	GR-9	t	ACME LA Corp.	Business Area B
E075045	450	t	GR-13	t	ACME LA Corp.	Business Area B
E075312	454	f	GR-9	t	ACME NA Corp.	Business Area A
E077642	450	f	GR-6	t	ACME LA Corp.	Business Area C
E077693	292	t	GR-9	t	ACME NA Corp.	Business Area C
E077971	251	f	GR-6	t	ACME LA Corp.	Business Area C
E079769	262	f	GR-10	t	ACME NA Corp.	Business Area A
E080819	291	f	GR-6	t	ACME LA Corp.	Business Area C
E081225	444	f	GR-11	t	ACME Western EU SE	Business Area C
E082123	454	f	GR-16	t	ACME Western EU SE	Business Area C
E083484	443	f	GR-13	t	ACME Western EU SE	Business Area C
E086334	445	f	GR-8	t	ACME Western EU SE	Business Area C
E090736	402	f	GR-13	t	ACME Western EU SE	Business Area C
E091007	422	f	GR-9	t	ACME Western EU SE	Business Area C
E091644	452	f	GR-7	t	ACME Western EU SE	Business Area D
E091765	443	f	GR-6	t	ACME LA Corp.	Business Area C
E093889	443	f	GR-9	t	ACME Western EU SE	Business Area D
E094666	432	f	GR-7	t	ACME NA Corp.	Business Area C
E100470	432	f	GR-11	t	ACME Western EU SE	Business Area D
E103209	452	f	GR-6	t	ACME LA Corp.	Business Area C
E103882	454	f	GR-7	t	ACME NA Corp.	Business Area C
E104270	445	f	GR-7	t	ACME Western EU SE	Business Area D
E105163	454	f	GR-12	t	ACME NA Corp.	Business Area A
E105464	442	f	GR-6	t	ACME LA Corp.	Business Area D
E110822	454	f	GR-9	t	ACME Western EU SE	Business Area C
E113245	444	f	GR-9	t	ACME NA Corp.	Business Area C
E114033	454	f	GR-6	t	ACME LA Corp.	Business Area C
E116958	444	f	GR-9	t	ACME NA Corp.	Business Area C
E117550	432	f	GR-11	t	ACME LA Corp.	Business Area B
E118196	411	f	GR-9	t	ACME NA Corp.	Business Area C
E118393	452	f	GR-6	t	ACME LA Corp.	Business Area D
E119790	443	t	GR-16	t	ACME LA Corp.	Business Area D
E120076	444	f	GR-6	t	ACME LA Corp.	Business Area C
E120625	361	f	GR-7	t	ACME NA Corp.	Business Area C
E122828	443	f	GR-9	t	ACME NA Corp.	Business Area C
E122861	452	f	GR-11	t	ACME Western EU SE	Business Area D
E123464	442	f	GR-6	t	ACME LA Corp.	Business Area C
E123614	450	f	GR-6	t	ACME LA Corp.	Business Area D
E123870	452	f	GR-8	t	ACME NA Corp.	Business Area A
E123900	292	f	GR-12	t	ACME NA Corp.	Business Area A
E124453	442	f	GR-7	t	ACME Western EU SE	Business Area D
E124542	221	f	GR-7	t	ACME NA Corp.	Business Area C
E124585	443	t	GR-9	t	ACME LA Corp.	Business Area D
E124703	452	f	GR-9	t	ACME NA Corp.	Business Area C
E124811	442	f	H-1	t	ACME NA Corp.	Business Area A
E124963	411	f	GR-9	t	ACME NA Corp.	Business Area C
E129555	445	f	GR-9	t	ACME NA Corp.	Business Area A
E129612	442	f	GR-9	t	ACME LA Corp.	Business Area B
E136882	452	f	GR-9	t	ACME Western EU SE	Business Area D
E139314	251	f	GR-9	t	ACME NA Corp.	Business Area A
E144990	452	f	GR-12	t	ACME Western EU SE	Business Area D
E147379	251	f	GR-7	t	ACME Western EU SE	Business Area D
E147645	452	f	GR-7	t	ACME Western EU SE	Business Area D
E148235	444	f	GR-9	t	ACME NA Corp.	Business Area C
E150199	450	f	H-1	t	ACME NA Corp.	Business Area A
E154246	351	f	H-1	t	ACME NA Corp.	Business Area A
E154573	450	f	GR-9	t	ACME NA Corp.	Business Area A
E154717	452	f	H-1	t	ACME NA Corp.	Business Area A
E156849	443	f	GR-9	t	ACME LA Corp.	Business Area B
E157704	452	f	GR-9	t	ACME NA Corp.	Business Area C
E162381	453	f	GR-13	t	ACME LA Corp.	Business Area D
E163528	452	f	GR-9	t	ACME Western EU SE	Business Area D
E163841	452	f	GR-9	t	ACME NA Corp.	Business Area A
E165113	452	f	GR-9	t	ACME Western EU SE	Business Area D
E166370	444	f	GR-6	t	ACME LA Corp.	Business Area C
E166587	432	f	GR-9	t	ACME NA Corp.	Business Area C
E167007	383	f	GR-7	t	ACME Western EU SE	Business Area D
E172608	453	f	GR-9	t	ACME NA Corp.	Business Area C
E175859	452	f	GR-9	t	ACME Western EU SE	Business Area C
E176081	445	f	GR-6	t	ACME LA Corp.	Business Area D
E177531	442	f	GR-14	t	ACME NA Corp.	Business Area A
E179528	452	t	GR-9	t	ACME NA Corp.	Business Area C
E182506	361	f	GR-7	t	ACME NA Corp.	Business Area C
E183208	453	f	GR-6	t	ACME LA Corp.	Business Area D
E185850	452	t	GR-9	t	ACME LA Corp.	Business Area B
E186735	454	f	GR-7	t	ACME NA Corp.	Business Area C
E189114	450	f	GR-7	t	ACME NA Corp.	Business Area C
E189305	442	f	GR-10	t	ACME NA Corp.	Business Area A
E300136	442	f	GR-9	t	ACME NA Corp.	Business Area A
E193598	444	f	GR-9	t	ACME Western EU SE	Business Area D
E194191	450	f	GR-7	t	ACME NA Corp.	Business Area C
E194661	453	f	GR-10	t	ACME NA Corp.	Business Area A
E196581	252	f	GR-9	t	ACME NA Corp.	Business Area A
E207712	443	f	GR-9	t	ACME NA Corp.	Business Area A
E212366	453	f	GR-7	t	ACME NA Corp.	Business Area C
E213367	443	t	GR-9	t	ACME LA Corp.	Business Area D
E215298	452	f	GR-9	t	ACME NA Corp.	Business Area A
E215299	443	f	GR-7	t	ACME NA Corp.	Business Area C
E216214	291	f	GR-9	t	ACME NA Corp.	Business Area A
E217543	443	f	GR-6	t	ACME LA Corp.	Business Area B
E218589	445	f	GR-7	t	ACME Western EU SE	Business Area D
E218667	451	f	GR-7	t	ACME Western EU SE	Business Area D
E225144	251	f	GR-9	t	ACME Western EU SE	Business Area D
E225935	445	f	GR-7	t	ACME Western EU SE	Business Area D
E226382	252	f	GR-9	t	ACME LA Corp.	Business Area C
E227427	252	f	GR-9	t	ACME LA Corp.	Business Area B
E233287	311	t	GR-13	t	ACME LA Corp.	Business Area B
E233632	444	f	GR-9	t	ACME NA Corp.	Business Area A
E234438	461	f	GR-6	t	ACME LA Corp.	Business Area C
E234467	442	t	GR-9	t	ACME NA Corp.	Business Area C
E236347	272	f	GR-6	t	ACME LA Corp.	Business Area C
E239448	450	f	GR-10	t	ACME NA Corp.	Business Area A
E239976	455	f	GR-6	t	ACME LA Corp.	Business Area C
E243526	431	f	GR-11	t	ACME Western EU SE	Business Area C
E243642	445	f	GR-16	t	ACME Western EU SE	Business Area C
E247549	453	f	GR-13	t	ACME Western EU SE	Business Area C
E247581	452	f	GR-8	t	ACME Western EU SE	Business Area C
E251031	454	f	GR-13	t	ACME Western EU SE	Business Area C
E257321	445	f	GR-9	t	ACME Western EU SE	Business Area C
E260052	432	f	GR-7	t	ACME Western EU SE	Business Area D
E266317	443	f	GR-6	t	ACME LA Corp.	Business Area C
E269226	292	f	GR-9	t	ACME Western EU SE	Business Area D
E269472	461	f	GR-7	t	ACME NA Corp.	Business Area C
E270011	322	f	GR-11	t	ACME Western EU SE	Business Area D
E273097	443	f	GR-6	t	ACME LA Corp.	Business Area C
E275852	252	f	GR-7	t	ACME NA Corp.	Business Area C
E292560	402	f	GR-7	t	ACME Western EU SE	Business Area D
E294149	241	f	GR-12	t	ACME NA Corp.	Business Area A
E294999	442	f	GR-6	t	ACME LA Corp.	Business Area D
E295212	443	f	GR-9	t	ACME Western EU SE	Business Area C
E298205	444	f	GR-9	t	ACME NA Corp.	Business Area C
E298613	442	f	GR-6	t	ACME LA Corp.	Business Area C
E298774	215	f	GR-9	t	ACME NA Corp.	Business Area C
E299182	450	f	GR-11	t	ACME LA Corp.	Business Area B
E299238	252	f	GR-9	t	ACME NA Corp.	Business Area C
E299276	452	f	GR-6	t	ACME LA Corp.	Business Area D
E299305	601	t	GR-16	t	ACME LA Corp.	Business Area D
E299557	452	f	GR-6	t	ACME LA Corp.	Business Area C
E300141	401	f	GR-9	t	ACME NA Corp.	Business Area C
E300142	455	f	GR-11	t	ACME Western EU SE	Business Area D
E300143	434	f	GR-6	t	ACME LA Corp.	Business Area C
E300144	423	f	GR-6	t	ACME LA Corp.	Business Area D
E300145	447	f	GR-8	t	ACME NA Corp.	Business Area A
E300146	452	f	GR-12	t	ACME NA Corp.	Business Area A
E000119	461	f	GR-7	t	ACME Western EU SE	Business Area D
E002659	443	f	GR-8	t	ACME Western EU SE	Business Area C
E005490	453	f	GR-11	t	ACME Western EU SE	Business Area D
E006078	452	f	GR-7	t	ACME Western EU SE	Business Area D
E006328	452	f	GR-12	t	ACME NA Corp.	Business Area A
E011537	445	f	GR-8	t	ACME NA Corp.	Business Area A
E016011	452	f	H-1	t	ACME NA Corp.	Business Area A
E016751	452	f	H-1	t	ACME NA Corp.	Business Area A
E019024	252	f	GR-6	t	ACME LA Corp.	Business Area D
E019552	452	t	GR-9	t	ACME LA Corp.	Business Area B
E023704	444	f	GR-9	t	ACME NA Corp.	Business Area A
E024178	252	f	GR-9	t	ACME Western EU SE	Business Area D
E026142	453	f	GR-10	t	ACME NA Corp.	Business Area A
E027681	432	f	GR-9	t	ACME NA Corp.	Business Area A
E028037	444	f	GR-9	t	ACME NA Corp.	Business Area C
E029680	461	f	GR-6	t	ACME LA Corp.	Business Area C
E031705	452	f	GR-9	t	ACME NA Corp.	Business Area A
E034330	452	f	GR-9	t	ACME LA Corp.	Business Area C
E034524	443	f	GR-9	t	ACME LA Corp.	Business Area B
E035912	444	f	GR-6	t	ACME LA Corp.	Business Area C
E036468	453	f	GR-6	t	ACME LA Corp.	Business Area C
E038623	447	f	GR-7	t	ACME NA Corp.	Business Area C
E041406	445	f	GR-6	t	ACME LA Corp.	Business Area C
E044486	444	f	GR-7	t	ACME NA Corp.	Business Area C
E046110	443	f	GR-9	t	ACME LA Corp.	Business Area B
E046332	452	f	GR-9	t	ACME Western EU SE	Business Area D
E047034	452	f	GR-9	t	ACME NA Corp.	Business Area A
E048778	452	f	GR-9	t	ACME NA Corp.	Business Area C
E050505	443	f	GR-9	t	ACME NA Corp.	Business Area C
E050934	452	f	GR-9	t	ACME NA Corp.	Business Area C
E051819	461	f	GR-14	t	ACME NA Corp.	Business Area A
E052950	442	t	GR-9	t	ACME LA Corp.	Business Area B
E053122	454	f	GR-7	t	ACME NA Corp.	Business Area C
E053377	452	f	GR-10	t	ACME NA Corp.	Business Area A
E057312	452	f	GR-7	t	ACME NA Corp.	Business Area C
E062815	252	f	GR-8	t	ACME Western EU SE	Business Area C
E063341	291	f	GR-6	t	ACME LA Corp.	Business Area C
E063477	292	f	GR-9	t	ACME Western EU SE	Business Area D
E064093	452	f	GR-11	t	ACME Western EU SE	Business Area D
E065639	442	f	GR-6	t	ACME LA Corp.	Business Area D
E066317	442	f	GR-9	t	ACME NA Corp.	Business Area C
E067775	232	t	GR-16	t	ACME LA Corp.	Business Area D
E069921	444	f	GR-12	t	ACME NA Corp.	Business Area A
E078864	452	f	GR-9	t	ACME NA Corp.	Business Area C
E085128	452	f	GR-10	t	ACME NA Corp.	Business Area A
E086814	231	t	GR-9	t	ACME LA Corp.	Business Area D
E086842	341	f	GR-9	t	ACME NA Corp.	Business Area A
E091401	443	f	GR-6	t	ACME LA Corp.	Business Area B
E092199	454	f	GR-9	t	ACME Western EU SE	Business Area D
E092761	453	f	GR-7	t	ACME Western EU SE	Business Area D
E093301	445	f	GR-9	t	ACME LA Corp.	Business Area C
E097970	445	f	GR-6	t	ACME LA Corp.	Business Area C
E098370	445	t	GR-9	t	ACME NA Corp.	Business Area C
E109608	446	f	GR-13	t	ACME Western EU SE	Business Area C
E110343	404	f	GR-8	t	ACME Western EU SE	Business Area C
E111519	452	f	GR-9	t	ACME Western EU SE	Business Area C
E112411	453	f	GR-7	t	ACME Western EU SE	Business Area D
E113149	454	f	GR-6	t	ACME LA Corp.	Business Area C
E115051	446	f	GR-6	t	ACME LA Corp.	Business Area C
E116429	454	f	GR-7	t	ACME NA Corp.	Business Area C
E116835	253	f	GR-7	t	ACME Western EU SE	Business Area D
E117401	445	f	GR-6	t	ACME LA Corp.	Business Area D
E121776	322	f	GR-9	t	ACME NA Corp.	Business Area C
E123101	261	f	GR-9	t	ACME NA Corp.	Business Area C
E125656	253	f	GR-9	t	ACME NA Corp.	Business Area C
E127272	453	f	GR-11	t	ACME Western EU SE	Business Area D
E127525	454	f	GR-6	t	ACME LA Corp.	Business Area C
E127957	404	f	GR-6	t	ACME LA Corp.	Business Area D
E128680	446	f	GR-8	t	ACME NA Corp.	Business Area A
E129769	455	f	GR-7	t	ACME NA Corp.	Business Area C
E131164	454	t	GR-9	t	ACME LA Corp.	Business Area D
E133961	461	f	H-1	t	ACME NA Corp.	Business Area A
E136107	453	f	GR-9	t	ACME NA Corp.	Business Area C
E136234	462	f	GR-9	t	ACME NA Corp.	Business Area A
E136636	371	f	GR-9	t	ACME LA Corp.	Business Area B
E138482	452	f	GR-9	t	ACME NA Corp.	Business Area A
E139048	452	f	GR-7	t	ACME Western EU SE	Business Area D
E140982	444	f	GR-7	t	ACME Western EU SE	Business Area D
E141599	444	f	GR-9	t	ACME NA Corp.	Business Area C
E142250	452	f	H-1	t	ACME NA Corp.	Business Area A
E143815	444	f	H-1	t	ACME NA Corp.	Business Area A
E143510	443	f	GR-9	t	ACME NA Corp.	Business Area A
E144560	445	f	H-1	t	ACME NA Corp.	Business Area A
E144830	445	f	GR-9	t	ACME LA Corp.	Business Area B
E143865	293	f	GR-9	t	ACME NA Corp.	Business Area C
E146346	445	f	GR-13	t	ACME LA Corp.	Business Area D
E147534	445	f	GR-9	t	ACME Western EU SE	Business Area D
E149326	252	f	GR-9	t	ACME NA Corp.	Business Area A
E150686	445	f	GR-6	t	ACME LA Corp.	Business Area C
E150707	442	f	GR-9	t	ACME NA Corp.	Business Area C
E150958	443	f	GR-7	t	ACME Western EU SE	Business Area D
E151154	233	f	GR-9	t	ACME NA Corp.	Business Area C
E153751	392	f	GR-6	t	ACME LA Corp.	Business Area D
E154447	401	t	GR-9	t	ACME NA Corp.	Business Area C
E157008	453	f	GR-6	t	ACME LA Corp.	Business Area D
E157405	452	f	GR-7	t	ACME NA Corp.	Business Area C
E158174	443	f	GR-7	t	ACME NA Corp.	Business Area C
E159370	453	f	GR-10	t	ACME NA Corp.	Business Area A
E159561	445	f	GR-9	t	ACME NA Corp.	Business Area A
E160371	453	f	GR-7	t	ACME NA Corp.	Business Area C
E161406	233	f	GR-10	t	ACME NA Corp.	Business Area A
E161478	454	f	GR-9	t	ACME NA Corp.	Business Area A
E163079	282	f	GR-9	t	ACME NA Corp.	Business Area C
E164312	321	t	GR-11	t	ACME LA Corp.	Business Area D
E167866	462	f	GR-7	t	ACME NA Corp.	Business Area C
E169287	452	f	GR-9	t	ACME NA Corp.	Business Area A
E169911	452	f	GR-7	t	ACME NA Corp.	Business Area C
E170772	445	f	GR-9	t	ACME NA Corp.	Business Area A
E171741	445	f	GR-6	t	ACME LA Corp.	Business Area B
E173409	444	f	GR-7	t	ACME Western EU SE	Business Area D
E175290	412	f	GR-9	t	ACME Western EU SE	Business Area D
E178925	445	f	GR-9	t	ACME LA Corp.	Business Area B
E180488	445	t	GR-13	t	ACME LA Corp.	Business Area B
E185467	262	f	GR-9	t	ACME NA Corp.	Business Area A
E185611	252	f	GR-6	t	ACME LA Corp.	Business Area C
E186604	452	t	GR-9	t	ACME NA Corp.	Business Area C
E188395	393	f	GR-10	t	ACME NA Corp.	Business Area A
E189254	445	f	GR-6	t	ACME LA Corp.	Business Area C
E190611	445	f	GR-16	t	ACME Western EU SE	Business Area C
E192520	445	f	GR-13	t	ACME Western EU SE	Business Area C
E192838	281	f	GR-13	t	ACME Western EU SE	Business Area C
E193021	444	f	GR-9	t	ACME Western EU SE	Business Area C
E198305	453	f	GR-9	t	ACME Western EU SE	Business Area D
E198532	445	f	GR-7	t	ACME NA Corp.	Business Area C
E198575	291	f	GR-11	t	ACME Western EU SE	Business Area D
E198593	444	f	GR-6	t	ACME LA Corp.	Business Area C
E200915	445	f	GR-7	t	ACME Western EU SE	Business Area D
E189864	445	f	GR-12	t	ACME NA Corp.	Business Area A
E201940	412	f	GR-6	t	ACME LA Corp.	Business Area D
E202693	392	f	GR-9	t	ACME Western EU SE	Business Area C
E204708	445	f	GR-9	t	ACME NA Corp.	Business Area C
E204939	452	f	GR-6	t	ACME LA Corp.	Business Area C
E205422	452	f	GR-9	t	ACME NA Corp.	Business Area C
E206993	453	f	GR-9	t	ACME NA Corp.	Business Area C
E211797	444	f	GR-6	t	ACME LA Corp.	Business Area C
E213384	351	f	GR-9	t	ACME NA Corp.	Business Area C
E214722	453	f	GR-11	t	ACME Western EU SE	Business Area D
E217437	301	f	GR-7	t	ACME Western EU SE	Business Area D
E218031	453	f	GR-9	t	ACME NA Corp.	Business Area C
E219487	452	f	H-1	t	ACME NA Corp.	Business Area A
E210226	445	f	GR-9	t	ACME NA Corp.	Business Area C
E224149	452	f	GR-9	t	ACME NA Corp.	Business Area A
E224230	452	f	GR-9	t	ACME LA Corp.	Business Area B
E226568	454	f	GR-9	t	ACME NA Corp.	Business Area A
E227230	232	f	GR-12	t	ACME Western EU SE	Business Area D
E227956	452	f	GR-7	t	ACME Western EU SE	Business Area D
E227968	351	f	GR-7	t	ACME Western EU SE	Business Area D
E228380	444	f	GR-9	t	ACME NA Corp.	Business Area C
E228562	282	f	H-1	t	ACME NA Corp.	Business Area A
E229713	452	f	H-1	t	ACME NA Corp.	Business Area A
E230193	452	f	GR-9	t	ACME NA Corp.	Business Area A
E233470	452	f	GR-9	t	ACME LA Corp.	Business Area B
E233710	452	f	GR-9	t	ACME NA Corp.	Business Area C
E234449	452	f	GR-9	t	ACME Western EU SE	Business Area D
E234524	443	f	GR-9	t	ACME NA Corp.	Business Area A
E235176	442	f	GR-9	t	ACME Western EU SE	Business Area D
E235522	445	f	GR-6	t	ACME LA Corp.	Business Area C
E235879	452	f	GR-9	t	ACME NA Corp.	Business Area C
E235940	446	f	GR-7	t	ACME Western EU SE	Business Area D
E236035	446	f	GR-9	t	ACME NA Corp.	Business Area C
E237526	253	f	GR-9	t	ACME Western EU SE	Business Area C
E237608	445	f	GR-6	t	ACME LA Corp.	Business Area D
E237887	301	f	GR-14	t	ACME NA Corp.	Business Area A
E239039	452	f	GR-6	t	ACME LA Corp.	Business Area D
E240919	442	f	GR-7	t	ACME NA Corp.	Business Area C
E241171	281	f	GR-10	t	ACME NA Corp.	Business Area A
E242320	442	t	GR-11	t	ACME LA Corp.	Business Area D
E245107	301	f	GR-7	t	ACME Western EU SE	Business Area D
E245676	452	f	GR-9	t	ACME Western EU SE	Business Area D
E246514	452	t	GR-13	t	ACME LA Corp.	Business Area B
E246906	282	f	GR-6	t	ACME LA Corp.	Business Area C
E247955	221	f	GR-10	t	ACME NA Corp.	Business Area A
E248562	261	f	GR-9	t	ACME Western EU SE	Business Area C
E249035	453	f	GR-7	t	ACME Western EU SE	Business Area D
E250629	402	f	GR-7	t	ACME Western EU SE	Business Area D
E251594	443	f	GR-9	t	ACME NA Corp.	Business Area C
E252779	452	f	GR-6	t	ACME LA Corp.	Business Area D
E253462	452	f	GR-6	t	ACME LA Corp.	Business Area C
E254276	445	f	GR-11	t	ACME Western EU SE	Business Area D
E255514	412	f	GR-8	t	ACME NA Corp.	Business Area A
E256790	461	f	H-1	t	ACME NA Corp.	Business Area A
E257278	452	f	GR-9	t	ACME LA Corp.	Business Area B
E259242	444	f	H-1	t	ACME NA Corp.	Business Area A
E260827	442	f	GR-9	t	ACME NA Corp.	Business Area C
E263214	461	f	GR-9	t	ACME NA Corp.	Business Area C
E263309	452	f	GR-6	t	ACME LA Corp.	Business Area D
E263786	444	f	GR-7	t	ACME NA Corp.	Business Area C
E264861	462	f	GR-7	t	ACME NA Corp.	Business Area C
E263060	453	f	GR-7	t	ACME NA Corp.	Business Area C
E266863	411	t	GR-11	t	ACME LA Corp.	Business Area D
E267173	444	f	GR-7	t	ACME NA Corp.	Business Area C
E268289	452	f	GR-6	t	ACME LA Corp.	Business Area B
E269256	452	f	GR-7	t	ACME Western EU SE	Business Area D
E269680	452	f	GR-7	t	ACME Western EU SE	Business Area D
E269686	454	f	GR-9	t	ACME LA Corp.	Business Area C
E270365	253	f	GR-9	t	ACME NA Corp.	Business Area A
E274735	444	f	GR-9	t	ACME Western EU SE	Business Area C
E267994	452	f	GR-6	t	ACME LA Corp.	Business Area C
E275953	453	f	GR-9	t	ACME Western EU SE	Business Area D
E276110	452	f	GR-7	t	ACME NA Corp.	Business Area C
E277055	213	f	GR-6	t	ACME LA Corp.	Business Area C
E278377	455	f	GR-6	t	ACME LA Corp.	Business Area C
E280626	361	f	GR-12	t	ACME NA Corp.	Business Area A
E281773	443	f	GR-7	t	ACME NA Corp.	Business Area C
E282394	421	f	GR-9	t	ACME NA Corp.	Business Area C
E283347	450	f	GR-12	t	ACME Western EU SE	Business Area D
E285010	442	f	H-1	t	ACME NA Corp.	Business Area A
E285019	462	f	GR-9	t	ACME LA Corp.	Business Area B
E286052	252	f	GR-13	t	ACME LA Corp.	Business Area D
E288088	452	t	GR-9	t	ACME NA Corp.	Business Area C
E289080	452	f	GR-7	t	ACME NA Corp.	Business Area C
E289304	433	f	GR-9	t	ACME Western EU SE	Business Area D
E274956	402	f	GR-7	t	ACME NA Corp.	Business Area C
E291730	422	t	GR-11	t	ACME LA Corp.	Business Area D
E292366	401	f	GR-7	t	ACME NA Corp.	Business Area C
E292860	450	f	GR-7	t	ACME NA Corp.	Business Area C
E293489	251	f	GR-7	t	ACME Western EU SE	Business Area D
E293618	262	f	GR-9	t	ACME Western EU SE	Business Area D
E295915	443	f	GR-9	t	ACME NA Corp.	Business Area A
E296088	402	t	GR-9	t	ACME NA Corp.	Business Area C
E289513	454	f	GR-11	t	ACME Western EU SE	Business Area D
E299670	432	f	GR-9	t	ACME Western EU SE	Business Area C
E299671	411	f	GR-9	t	ACME NA Corp.	Business Area C
E299672	452	f	GR-6	t	ACME LA Corp.	Business Area C
E299673	443	f	GR-9	t	ACME NA Corp.	Business Area C
E299674	444	f	GR-11	t	ACME LA Corp.	Business Area B
E299675	361	f	GR-9	t	ACME NA Corp.	Business Area C
E299676	443	f	GR-6	t	ACME LA Corp.	Business Area D
E299677	452	t	GR-16	t	ACME LA Corp.	Business Area D
E299678	442	f	GR-6	t	ACME LA Corp.	Business Area C
E299679	455	f	GR-7	t	ACME NA Corp.	Business Area C
E299680	450	f	GR-9	t	ACME NA Corp.	Business Area C
E299681	452	f	GR-11	t	ACME Western EU SE	Business Area D
E299682	292	f	GR-6	t	ACME LA Corp.	Business Area C
E299683	444	f	GR-6	t	ACME LA Corp.	Business Area D
E299684	453	f	GR-8	t	ACME NA Corp.	Business Area A
E299685	443	f	GR-12	t	ACME NA Corp.	Business Area A
E299686	452	f	GR-7	t	ACME Western EU SE	Business Area D
E299687	443	f	GR-7	t	ACME NA Corp.	Business Area C
E299688	445	t	GR-9	t	ACME LA Corp.	Business Area D
E299689	452	f	GR-9	t	ACME NA Corp.	Business Area C
E299690	444	f	H-1	t	ACME NA Corp.	Business Area A
E299691	411	f	GR-9	t	ACME NA Corp.	Business Area C
E299692	433	f	GR-9	t	ACME NA Corp.	Business Area A
E299693	446	f	GR-9	t	ACME LA Corp.	Business Area B
E299694	445	f	GR-9	t	ACME Western EU SE	Business Area D
E299695	442	f	GR-9	t	ACME NA Corp.	Business Area A
E299696	452	f	GR-12	t	ACME Western EU SE	Business Area D
E299697	251	f	GR-7	t	ACME Western EU SE	Business Area D
E299698	452	f	GR-7	t	ACME Western EU SE	Business Area D
E299699	251	f	GR-9	t	ACME NA Corp.	Business Area C
E299700	445	f	H-1	t	ACME NA Corp.	Business Area A
E299701	452	f	H-1	t	ACME NA Corp.	Business Area A
E299702	361	f	GR-9	t	ACME NA Corp.	Business Area A
E299703	455	f	H-1	t	ACME NA Corp.	Business Area A
E299704	444	f	GR-9	t	ACME LA Corp.	Business Area B
E299705	454	f	GR-9	t	ACME NA Corp.	Business Area C
E299706	450	f	GR-13	t	ACME LA Corp.	Business Area D
E299707	351	f	GR-9	t	ACME Western EU SE	Business Area D
E299708	450	f	GR-9	t	ACME NA Corp.	Business Area A
E299709	446	f	GR-9	t	ACME Western EU SE	Business Area D
E299710	454	f	GR-6	t	ACME LA Corp.	Business Area C
E299711	452	f	GR-9	t	ACME NA Corp.	Business Area C
E299712	443	f	GR-7	t	ACME Western EU SE	Business Area D
E299713	452	f	GR-9	t	ACME NA Corp.	Business Area C
E299714	453	f	GR-9	t	ACME Western EU SE	Business Area C
E299715	452	f	GR-6	t	ACME LA Corp.	Business Area D
E299716	452	f	GR-14	t	ACME NA Corp.	Business Area A
E299717	452	t	GR-9	t	ACME NA Corp.	Business Area C
E299718	444	f	GR-7	t	ACME NA Corp.	Business Area C
E299719	432	f	GR-6	t	ACME LA Corp.	Business Area D
E299720	444	t	GR-9	t	ACME LA Corp.	Business Area B
E299721	383	f	GR-7	t	ACME NA Corp.	Business Area C
E299722	453	f	GR-7	t	ACME NA Corp.	Business Area C
E299723	444	f	GR-10	t	ACME NA Corp.	Business Area A
E299724	452	f	GR-9	t	ACME NA Corp.	Business Area A
E299725	445	f	GR-9	t	ACME Western EU SE	Business Area D
E299726	442	f	GR-7	t	ACME NA Corp.	Business Area C
E299727	452	f	GR-10	t	ACME NA Corp.	Business Area A
E299728	361	f	GR-9	t	ACME NA Corp.	Business Area A
E299729	453	f	GR-9	t	ACME NA Corp.	Business Area C
E299730	452	f	GR-6	t	ACME LA Corp.	Business Area C
E299731	454	f	GR-7	t	ACME NA Corp.	Business Area C
E299732	450	t	GR-11	t	ACME LA Corp.	Business Area D
E299733	442	f	GR-9	t	ACME NA Corp.	Business Area A
E299734	442	f	GR-7	t	ACME NA Corp.	Business Area C
E299735	444	t	GR-9	t	ACME LA Corp.	Business Area D
E299736	451	f	GR-9	t	ACME NA Corp.	Business Area A
E299737	450	f	GR-7	t	ACME NA Corp.	Business Area C
E299738	453	f	GR-9	t	ACME NA Corp.	Business Area A
E299739	432	f	GR-6	t	ACME LA Corp.	Business Area B
E299740	252	f	GR-7	t	ACME Western EU SE	Business Area D
E299741	452	f	GR-7	t	ACME Western EU SE	Business Area D
E299742	402	f	GR-9	t	ACME Western EU SE	Business Area D
E299743	452	f	GR-7	t	ACME Western EU SE	Business Area D
E299744	461	f	GR-9	t	ACME LA Corp.	Business Area C
E299745	443	f	GR-9	t	ACME LA Corp.	Business Area B
E299746	453	t	GR-13	t	ACME LA Corp.	Business Area B
E299747	453	f	GR-9	t	ACME NA Corp.	Business Area A
E299748	443	f	GR-6	t	ACME LA Corp.	Business Area C
E299749	452	t	GR-9	t	ACME NA Corp.	Business Area C
E299750	443	f	GR-6	t	ACME LA Corp.	Business Area C
E299751	291	f	GR-10	t	ACME NA Corp.	Business Area A
E299752	443	f	GR-6	t	ACME LA Corp.	Business Area C
E299753	445	f	GR-11	t	ACME Western EU SE	Business Area C
E299754	451	f	GR-16	t	ACME Western EU SE	Business Area C
E299755	453	f	GR-13	t	ACME Western EU SE	Business Area C
E299756	251	f	GR-8	t	ACME Western EU SE	Business Area C
E299757	445	f	GR-13	t	ACME Western EU SE	Business Area C
E299758	252	f	GR-9	t	ACME Western EU SE	Business Area C
E299759	252	f	GR-7	t	ACME Western EU SE	Business Area D
E299760	311	f	GR-6	t	ACME LA Corp.	Business Area C
E299761	431	f	GR-9	t	ACME Western EU SE	Business Area D
E299762	445	f	GR-7	t	ACME NA Corp.	Business Area C
E299763	444	f	GR-11	t	ACME Western EU SE	Business Area D
E299764	461	f	GR-6	t	ACME LA Corp.	Business Area C
E299765	444	f	GR-7	t	ACME NA Corp.	Business Area C
E299766	450	f	GR-7	t	ACME Western EU SE	Business Area D
E299767	442	f	GR-12	t	ACME NA Corp.	Business Area A
E299768	251	f	GR-6	t	ACME LA Corp.	Business Area D
E299769	444	f	GR-9	t	ACME Western EU SE	Business Area C
E299770	450	f	GR-9	t	ACME NA Corp.	Business Area C
E299771	443	f	GR-6	t	ACME LA Corp.	Business Area C
E299772	455	f	GR-9	t	ACME NA Corp.	Business Area C
E299773	431	f	GR-11	t	ACME LA Corp.	Business Area B
E299774	445	f	GR-9	t	ACME NA Corp.	Business Area C
E299775	445	f	GR-6	t	ACME LA Corp.	Business Area D
E299776	453	t	GR-16	t	ACME LA Corp.	Business Area D
E299777	452	f	GR-6	t	ACME LA Corp.	Business Area C
E299778	454	f	GR-7	t	ACME NA Corp.	Business Area C
E299779	445	f	GR-9	t	ACME NA Corp.	Business Area C
E299780	601	f	GR-11	t	ACME Western EU SE	Business Area D
E299781	292	f	GR-6	t	ACME LA Corp.	Business Area C
E299782	432	f	GR-6	t	ACME LA Corp.	Business Area D
E299783	252	f	GR-8	t	ACME NA Corp.	Business Area A
E299784	443	f	GR-12	t	ACME NA Corp.	Business Area A
E299785	443	f	GR-7	t	ACME Western EU SE	Business Area D
E299786	292	f	GR-7	t	ACME NA Corp.	Business Area C
E299787	461	t	GR-9	t	ACME LA Corp.	Business Area D
E299788	322	f	GR-9	t	ACME NA Corp.	Business Area C
E299789	443	f	H-1	t	ACME NA Corp.	Business Area A
E299790	252	f	GR-9	t	ACME NA Corp.	Business Area C
E299791	402	f	GR-9	t	ACME NA Corp.	Business Area A
E299792	241	f	GR-9	t	ACME LA Corp.	Business Area B
E299793	442	f	GR-9	t	ACME Western EU SE	Business Area D
E299794	443	f	GR-9	t	ACME NA Corp.	Business Area A
E299795	444	f	GR-12	t	ACME Western EU SE	Business Area D
E299796	442	f	GR-7	t	ACME Western EU SE	Business Area D
E299797	215	f	GR-7	t	ACME Western EU SE	Business Area D
E299798	450	f	GR-9	t	ACME NA Corp.	Business Area C
E299799	252	f	H-1	t	ACME NA Corp.	Business Area A
E299800	444	f	H-1	t	ACME NA Corp.	Business Area A
E299801	452	f	GR-9	t	ACME NA Corp.	Business Area A
E299802	601	f	H-1	t	ACME NA Corp.	Business Area A
E299803	452	f	GR-9	t	ACME LA Corp.	Business Area B
E299804	442	f	GR-9	t	ACME NA Corp.	Business Area C
E299805	401	f	GR-13	t	ACME LA Corp.	Business Area D
E299806	444	f	GR-9	t	ACME Western EU SE	Business Area D
E299807	451	f	GR-9	t	ACME NA Corp.	Business Area A
E299808	453	f	GR-9	t	ACME Western EU SE	Business Area D
E299809	432	f	GR-6	t	ACME LA Corp.	Business Area C
E299810	452	f	GR-9	t	ACME NA Corp.	Business Area C
E299811	443	f	GR-7	t	ACME Western EU SE	Business Area D
E299812	443	f	GR-9	t	ACME NA Corp.	Business Area C
E299813	443	f	GR-9	t	ACME Western EU SE	Business Area C
E299814	443	f	GR-6	t	ACME LA Corp.	Business Area D
E299815	452	f	GR-14	t	ACME NA Corp.	Business Area A
E299816	452	t	GR-9	t	ACME NA Corp.	Business Area C
E299817	443	f	GR-7	t	ACME NA Corp.	Business Area C
E299818	442	f	GR-6	t	ACME LA Corp.	Business Area D
E299819	452	t	GR-9	t	ACME LA Corp.	Business Area B
E299820	443	f	GR-7	t	ACME NA Corp.	Business Area C
E299821	453	f	GR-7	t	ACME NA Corp.	Business Area C
E299822	453	f	GR-10	t	ACME NA Corp.	Business Area A
E299823	452	f	GR-9	t	ACME NA Corp.	Business Area A
E299824	443	f	GR-9	t	ACME Western EU SE	Business Area D
E299825	432	f	GR-7	t	ACME NA Corp.	Business Area C
E299826	253	f	GR-10	t	ACME NA Corp.	Business Area A
E299827	253	f	GR-9	t	ACME NA Corp.	Business Area A
E299828	444	f	GR-9	t	ACME NA Corp.	Business Area C
E299829	445	f	GR-6	t	ACME LA Corp.	Business Area C
E299830	453	f	GR-7	t	ACME NA Corp.	Business Area C
E299831	445	t	GR-11	t	ACME LA Corp.	Business Area D
E299832	445	f	GR-9	t	ACME NA Corp.	Business Area A
E299833	446	f	GR-7	t	ACME NA Corp.	Business Area C
E299834	446	t	GR-9	t	ACME LA Corp.	Business Area D
E299835	446	f	GR-9	t	ACME NA Corp.	Business Area A
E299836	454	f	GR-7	t	ACME NA Corp.	Business Area C
E299837	442	f	GR-9	t	ACME NA Corp.	Business Area A
E299838	445	f	GR-6	t	ACME LA Corp.	Business Area B
E299839	293	f	GR-7	t	ACME Western EU SE	Business Area D
E299840	413	f	GR-7	t	ACME Western EU SE	Business Area D
E299841	445	f	GR-9	t	ACME Western EU SE	Business Area D
E299842	446	f	GR-7	t	ACME Western EU SE	Business Area D
E299843	253	f	GR-9	t	ACME LA Corp.	Business Area C
E299844	454	f	GR-9	t	ACME LA Corp.	Business Area B
E299845	454	t	GR-13	t	ACME LA Corp.	Business Area B
E299846	445	f	GR-9	t	ACME NA Corp.	Business Area A
E299847	455	f	GR-6	t	ACME LA Corp.	Business Area C
E299848	445	t	GR-9	t	ACME NA Corp.	Business Area C
E299849	455	f	GR-6	t	ACME LA Corp.	Business Area C
E299850	362	f	GR-10	t	ACME NA Corp.	Business Area A
E299851	455	f	GR-6	t	ACME LA Corp.	Business Area C
E300147	434	f	GR-11	t	ACME Western EU SE	Business Area C
E299852	423	f	GR-16	t	ACME Western EU SE	Business Area C
E299853	272	f	GR-13	t	ACME Western EU SE	Business Area C
E299854	447	f	GR-8	t	ACME Western EU SE	Business Area C
E299855	456	f	GR-13	t	ACME Western EU SE	Business Area C
E299856	404	f	GR-9	t	ACME Western EU SE	Business Area C
E299857	446	f	GR-7	t	ACME Western EU SE	Business Area D
E299858	293	f	GR-6	t	ACME LA Corp.	Business Area C
E299859	447	f	GR-9	t	ACME Western EU SE	Business Area D
E299860	445	f	GR-7	t	ACME NA Corp.	Business Area C
E299861	214	f	GR-11	t	ACME Western EU SE	Business Area D
E299862	292	f	GR-6	t	ACME LA Corp.	Business Area C
E299863	444	f	GR-7	t	ACME NA Corp.	Business Area C
E299864	454	f	GR-7	t	ACME Western EU SE	Business Area D
E299865	452	f	GR-12	t	ACME NA Corp.	Business Area A
E299866	361	f	GR-6	t	ACME LA Corp.	Business Area D
E299867	454	f	GR-9	t	ACME Western EU SE	Business Area C
E299868	453	f	GR-9	t	ACME NA Corp.	Business Area C
E299869	402	f	GR-6	t	ACME LA Corp.	Business Area C
E299870	411	f	GR-9	t	ACME NA Corp.	Business Area C
E299871	455	f	GR-11	t	ACME LA Corp.	Business Area B
E299872	454	f	GR-9	t	ACME NA Corp.	Business Area C
E299873	454	f	GR-6	t	ACME LA Corp.	Business Area D
E299874	454	t	GR-16	t	ACME LA Corp.	Business Area D
E299875	447	f	GR-6	t	ACME LA Corp.	Business Area C
E299876	444	f	GR-7	t	ACME NA Corp.	Business Area C
E299877	452	f	GR-9	t	ACME NA Corp.	Business Area C
E299878	452	f	GR-11	t	ACME Western EU SE	Business Area D
E299879	454	f	GR-6	t	ACME LA Corp.	Business Area C
E299880	214	f	GR-6	t	ACME LA Corp.	Business Area D
E299881	445	f	GR-8	t	ACME NA Corp.	Business Area A
E299882	443	f	GR-12	t	ACME NA Corp.	Business Area A
E299883	452	f	GR-7	t	ACME Western EU SE	Business Area D
E299884	443	f	GR-7	t	ACME NA Corp.	Business Area C
E299885	454	t	GR-9	t	ACME LA Corp.	Business Area D
E299886	445	f	GR-9	t	ACME NA Corp.	Business Area C
E299887	443	f	H-1	t	ACME NA Corp.	Business Area A
E299888	443	f	GR-9	t	ACME NA Corp.	Business Area C
E299889	454	f	GR-9	t	ACME NA Corp.	Business Area A
E299890	453	f	GR-9	t	ACME LA Corp.	Business Area B
E299891	453	f	GR-9	t	ACME Western EU SE	Business Area D
E299892	412	f	GR-9	t	ACME NA Corp.	Business Area A
E299893	445	f	GR-12	t	ACME Western EU SE	Business Area D
E299894	444	f	GR-7	t	ACME Western EU SE	Business Area D
E299895	442	f	GR-7	t	ACME Western EU SE	Business Area D
E299896	445	f	GR-9	t	ACME NA Corp.	Business Area C
E299897	445	f	H-1	t	ACME NA Corp.	Business Area A
E299898	443	f	H-1	t	ACME NA Corp.	Business Area A
E299899	452	f	GR-9	t	ACME NA Corp.	Business Area A
E299900	445	f	H-1	t	ACME NA Corp.	Business Area A
E299901	432	f	GR-9	t	ACME LA Corp.	Business Area B
E299902	445	f	GR-9	t	ACME NA Corp.	Business Area C
E299903	301	f	GR-13	t	ACME LA Corp.	Business Area D
E299904	445	f	GR-9	t	ACME Western EU SE	Business Area D
E299905	252	f	GR-9	t	ACME NA Corp.	Business Area A
E299906	444	f	GR-9	t	ACME Western EU SE	Business Area D
E299907	442	f	GR-6	t	ACME LA Corp.	Business Area C
E299908	444	f	GR-9	t	ACME NA Corp.	Business Area C
E299909	454	f	GR-7	t	ACME Western EU SE	Business Area D
E299910	452	f	GR-9	t	ACME NA Corp.	Business Area C
E299911	361	f	GR-9	t	ACME Western EU SE	Business Area C
E299912	457	f	GR-6	t	ACME LA Corp.	Business Area D
E299913	455	f	GR-14	t	ACME NA Corp.	Business Area A
E299914	445	t	GR-9	t	ACME NA Corp.	Business Area C
E299915	445	f	GR-7	t	ACME NA Corp.	Business Area C
E299916	443	f	GR-6	t	ACME LA Corp.	Business Area D
E299917	452	t	GR-9	t	ACME LA Corp.	Business Area B
E299918	454	f	GR-7	t	ACME NA Corp.	Business Area C
E299919	445	f	GR-7	t	ACME NA Corp.	Business Area C
E299920	445	f	GR-10	t	ACME NA Corp.	Business Area A
E299921	331	f	GR-9	t	ACME NA Corp.	Business Area A
E299922	445	f	GR-9	t	ACME Western EU SE	Business Area D
E299923	445	f	GR-7	t	ACME NA Corp.	Business Area C
E299924	454	f	GR-10	t	ACME NA Corp.	Business Area A
E299925	444	f	GR-9	t	ACME NA Corp.	Business Area A
E299926	455	f	GR-9	t	ACME NA Corp.	Business Area C
E299927	452	f	GR-6	t	ACME LA Corp.	Business Area C
E299928	453	f	GR-7	t	ACME NA Corp.	Business Area C
E299929	444	t	GR-11	t	ACME LA Corp.	Business Area D
E299930	445	f	GR-9	t	ACME NA Corp.	Business Area A
E299931	454	f	GR-7	t	ACME NA Corp.	Business Area C
E299932	454	t	GR-9	t	ACME LA Corp.	Business Area D
E299933	454	f	GR-9	t	ACME NA Corp.	Business Area A
E299934	454	f	GR-7	t	ACME NA Corp.	Business Area C
E299935	445	f	GR-9	t	ACME NA Corp.	Business Area A
E299936	454	f	GR-6	t	ACME LA Corp.	Business Area B
E299937	282	f	GR-7	t	ACME Western EU SE	Business Area D
E299938	445	f	GR-7	t	ACME Western EU SE	Business Area D
E299939	453	f	GR-9	t	ACME Western EU SE	Business Area D
E299940	454	f	GR-7	t	ACME Western EU SE	Business Area D
E299941	403	f	GR-9	t	ACME LA Corp.	Business Area C
E299942	452	f	GR-9	t	ACME LA Corp.	Business Area B
E299943	450	t	GR-13	t	ACME LA Corp.	Business Area B
E299944	445	f	GR-9	t	ACME NA Corp.	Business Area A
E299945	444	f	GR-6	t	ACME LA Corp.	Business Area C
E299946	444	t	GR-9	t	ACME NA Corp.	Business Area C
E299947	443	f	GR-6	t	ACME LA Corp.	Business Area C
E299948	443	f	GR-10	t	ACME NA Corp.	Business Area A
E299949	444	f	GR-6	t	ACME LA Corp.	Business Area C
E299950	454	f	GR-11	t	ACME Western EU SE	Business Area C
E299951	452	f	GR-16	t	ACME Western EU SE	Business Area C
E299952	362	f	GR-13	t	ACME Western EU SE	Business Area C
E299953	452	f	GR-8	t	ACME Western EU SE	Business Area C
E299954	452	f	GR-13	t	ACME Western EU SE	Business Area C
E299955	452	f	GR-9	t	ACME Western EU SE	Business Area C
E299956	453	f	GR-7	t	ACME Western EU SE	Business Area D
E299957	443	f	GR-6	t	ACME LA Corp.	Business Area C
E299958	461	f	GR-9	t	ACME Western EU SE	Business Area D
E299959	453	f	GR-7	t	ACME NA Corp.	Business Area C
E299960	241	f	GR-11	t	ACME Western EU SE	Business Area D
E299961	452	f	GR-6	t	ACME LA Corp.	Business Area C
E299962	454	f	GR-7	t	ACME NA Corp.	Business Area C
E299963	452	f	GR-7	t	ACME Western EU SE	Business Area D
E299964	446	f	GR-12	t	ACME NA Corp.	Business Area A
E299965	445	f	GR-6	t	ACME LA Corp.	Business Area D
E299966	450	f	GR-9	t	ACME Western EU SE	Business Area C
E299967	452	f	GR-9	t	ACME NA Corp.	Business Area C
E299968	452	f	GR-6	t	ACME LA Corp.	Business Area C
E299969	442	f	GR-9	t	ACME NA Corp.	Business Area C
E299970	453	f	GR-11	t	ACME LA Corp.	Business Area B
E299971	442	f	GR-9	t	ACME NA Corp.	Business Area C
E299972	452	f	GR-6	t	ACME LA Corp.	Business Area D
E299973	301	t	GR-16	t	ACME LA Corp.	Business Area D
E299974	443	f	GR-6	t	ACME LA Corp.	Business Area C
E299975	442	f	GR-7	t	ACME NA Corp.	Business Area C
E299976	252	f	GR-9	t	ACME NA Corp.	Business Area C
E299977	442	f	GR-11	t	ACME Western EU SE	Business Area D
E299978	443	f	GR-6	t	ACME LA Corp.	Business Area C
E299979	453	f	GR-6	t	ACME LA Corp.	Business Area D
E299980	443	f	GR-8	t	ACME NA Corp.	Business Area A
E299981	453	f	GR-12	t	ACME NA Corp.	Business Area A
E299982	454	f	GR-7	t	ACME Western EU SE	Business Area D
E299983	453	f	GR-7	t	ACME NA Corp.	Business Area C
E299984	452	t	GR-9	t	ACME LA Corp.	Business Area D
E299985	442	f	GR-9	t	ACME NA Corp.	Business Area C
E299986	453	f	H-1	t	ACME NA Corp.	Business Area A
E299987	251	f	GR-9	t	ACME NA Corp.	Business Area C
E299988	443	f	GR-9	t	ACME NA Corp.	Business Area A
E299989	452	f	GR-9	t	ACME LA Corp.	Business Area B
E299990	443	f	GR-9	t	ACME Western EU SE	Business Area D
E299991	453	f	GR-9	t	ACME NA Corp.	Business Area A
E299992	444	f	GR-12	t	ACME Western EU SE	Business Area D
E299993	445	f	GR-7	t	ACME Western EU SE	Business Area D
E299994	454	f	GR-7	t	ACME Western EU SE	Business Area D
E299995	292	f	GR-9	t	ACME NA Corp.	Business Area C
E299996	444	f	H-1	t	ACME NA Corp.	Business Area A
E299997	452	f	H-1	t	ACME NA Corp.	Business Area A
E299998	241	f	GR-9	t	ACME NA Corp.	Business Area A
E299999	452	f	H-1	t	ACME NA Corp.	Business Area A
E300000	444	f	GR-9	t	ACME LA Corp.	Business Area B
E300001	444	f	GR-9	t	ACME NA Corp.	Business Area C
E300002	445	f	GR-13	t	ACME LA Corp.	Business Area D
E300003	445	f	GR-9	t	ACME Western EU SE	Business Area D
E300004	452	f	GR-9	t	ACME NA Corp.	Business Area A
E300005	453	f	GR-9	t	ACME Western EU SE	Business Area D
E300006	454	f	GR-6	t	ACME LA Corp.	Business Area C
E300007	443	f	GR-9	t	ACME NA Corp.	Business Area C
E300008	444	f	GR-7	t	ACME Western EU SE	Business Area D
E300009	444	f	GR-9	t	ACME NA Corp.	Business Area C
E300010	232	f	GR-9	t	ACME Western EU SE	Business Area C
E300011	444	f	GR-6	t	ACME LA Corp.	Business Area D
E300012	444	f	GR-14	t	ACME NA Corp.	Business Area A
E300013	443	t	GR-9	t	ACME NA Corp.	Business Area C
E300014	442	f	GR-7	t	ACME NA Corp.	Business Area C
E300015	443	f	GR-6	t	ACME LA Corp.	Business Area D
E300016	452	t	GR-9	t	ACME LA Corp.	Business Area B
E300017	453	f	GR-7	t	ACME NA Corp.	Business Area C
E300018	442	f	GR-7	t	ACME NA Corp.	Business Area C
E300019	453	f	GR-10	t	ACME NA Corp.	Business Area A
E300020	442	f	GR-9	t	ACME NA Corp.	Business Area A
E300021	451	f	GR-9	t	ACME Western EU SE	Business Area D
E300022	432	f	GR-7	t	ACME NA Corp.	Business Area C
E300023	362	f	GR-10	t	ACME NA Corp.	Business Area A
E300024	452	f	GR-9	t	ACME NA Corp.	Business Area A
E300025	445	f	GR-9	t	ACME NA Corp.	Business Area C
E300026	443	f	GR-6	t	ACME LA Corp.	Business Area C
E300027	452	f	GR-7	t	ACME NA Corp.	Business Area C
E300028	443	t	GR-11	t	ACME LA Corp.	Business Area D
E300029	443	f	GR-9	t	ACME NA Corp.	Business Area A
E300030	443	f	GR-7	t	ACME NA Corp.	Business Area C
E300031	452	t	GR-9	t	ACME LA Corp.	Business Area D
E300032	443	f	GR-9	t	ACME NA Corp.	Business Area A
E300033	452	f	GR-7	t	ACME NA Corp.	Business Area C
E300034	452	f	GR-9	t	ACME NA Corp.	Business Area A
E300035	361	f	GR-6	t	ACME LA Corp.	Business Area B
E300036	281	f	GR-7	t	ACME Western EU SE	Business Area D
E300037	462	f	GR-7	t	ACME Western EU SE	Business Area D
E300038	445	f	GR-9	t	ACME Western EU SE	Business Area D
E300039	452	f	GR-7	t	ACME Western EU SE	Business Area D
E300040	444	f	GR-9	t	ACME LA Corp.	Business Area C
E300041	444	f	GR-9	t	ACME LA Corp.	Business Area B
E300042	444	t	GR-13	t	ACME LA Corp.	Business Area B
E300043	252	f	GR-9	t	ACME NA Corp.	Business Area A
E300044	371	f	GR-6	t	ACME LA Corp.	Business Area C
E300045	451	t	GR-9	t	ACME NA Corp.	Business Area C
E300046	452	f	GR-6	t	ACME LA Corp.	Business Area C
E300047	461	f	GR-10	t	ACME NA Corp.	Business Area A
E300048	453	f	GR-6	t	ACME LA Corp.	Business Area C
E300049	444	f	GR-11	t	ACME Western EU SE	Business Area C
E300050	443	f	GR-16	t	ACME Western EU SE	Business Area C
E300051	452	f	GR-13	t	ACME Western EU SE	Business Area C
E300052	411	f	GR-8	t	ACME Western EU SE	Business Area C
E300053	601	f	GR-13	t	ACME Western EU SE	Business Area C
E300054	442	f	GR-9	t	ACME Western EU SE	Business Area C
E300055	251	f	GR-7	t	ACME Western EU SE	Business Area D
E300056	444	f	GR-6	t	ACME LA Corp.	Business Area C
E300057	443	f	GR-9	t	ACME Western EU SE	Business Area D
E300058	251	f	GR-7	t	ACME NA Corp.	Business Area C
E300059	444	f	GR-11	t	ACME Western EU SE	Business Area D
E300060	412	f	GR-6	t	ACME LA Corp.	Business Area C
E300061	251	f	GR-7	t	ACME NA Corp.	Business Area C
E300062	441	f	GR-7	t	ACME Western EU SE	Business Area D
E300063	311	f	GR-12	t	ACME NA Corp.	Business Area A
E300064	442	f	GR-6	t	ACME LA Corp.	Business Area D
E300065	431	f	GR-9	t	ACME Western EU SE	Business Area C
E300066	441	f	GR-9	t	ACME NA Corp.	Business Area C
E300067	452	f	GR-6	t	ACME LA Corp.	Business Area C
E300068	461	f	GR-9	t	ACME NA Corp.	Business Area C
E300069	461	f	GR-11	t	ACME LA Corp.	Business Area B
E300070	362	f	GR-9	t	ACME NA Corp.	Business Area C
E300071	454	f	GR-6	t	ACME LA Corp.	Business Area D
E300072	445	t	GR-16	t	ACME LA Corp.	Business Area D
E300073	261	f	GR-6	t	ACME LA Corp.	Business Area C
E300074	444	f	GR-7	t	ACME NA Corp.	Business Area C
E300075	451	f	GR-9	t	ACME NA Corp.	Business Area C
E300076	453	f	GR-11	t	ACME Western EU SE	Business Area D
E300077	432	f	GR-6	t	ACME LA Corp.	Business Area C
E300078	443	f	GR-6	t	ACME LA Corp.	Business Area D
E300079	443	f	GR-8	t	ACME NA Corp.	Business Area A
E300080	443	f	GR-12	t	ACME NA Corp.	Business Area A
E300081	443	f	GR-7	t	ACME Western EU SE	Business Area D
E300082	452	f	GR-7	t	ACME NA Corp.	Business Area C
E300083	452	t	GR-9	t	ACME LA Corp.	Business Area D
E300084	443	f	GR-9	t	ACME NA Corp.	Business Area C
E300085	442	f	H-1	t	ACME NA Corp.	Business Area A
E300086	443	f	GR-9	t	ACME NA Corp.	Business Area C
E300087	453	f	GR-9	t	ACME NA Corp.	Business Area A
E300088	452	f	GR-9	t	ACME LA Corp.	Business Area B
E300089	432	f	GR-9	t	ACME Western EU SE	Business Area D
E300090	253	f	GR-9	t	ACME NA Corp.	Business Area A
E300091	253	f	GR-12	t	ACME Western EU SE	Business Area D
E300092	444	f	GR-7	t	ACME Western EU SE	Business Area D
E300093	445	f	GR-7	t	ACME Western EU SE	Business Area D
E300094	453	f	GR-9	t	ACME NA Corp.	Business Area C
E300095	444	f	H-1	t	ACME NA Corp.	Business Area A
E300096	445	f	H-1	t	ACME NA Corp.	Business Area A
E300097	444	f	GR-9	t	ACME NA Corp.	Business Area A
E300098	446	f	H-1	t	ACME NA Corp.	Business Area A
E300099	452	f	GR-9	t	ACME NA Corp.	Business Area C
E300100	444	f	H-1	t	ACME NA Corp.	Business Area A
E300137	452	f	GR-9	t	ACME NA Corp.	Business Area C
E300138	402	f	GR-6	t	ACME LA Corp.	Business Area C
E300139	452	f	GR-7	t	ACME NA Corp.	Business Area C
E300140	461	t	GR-11	t	ACME LA Corp.	Business Area D
E299667	442	f	GR-7	t	ACME NA Corp.	Business Area C
\.
-- the headcount rows of the 24 managers name them by their manager number (M...), which
-- employee_personal_data does not hold: the link is declared, not checked
ALTER TABLE employee_headcount ADD CONSTRAINT employee_headcount_employeeid_fkey
    FOREIGN KEY (employeeid) REFERENCES employee_personal_data (employeeid) NOT VALID;
