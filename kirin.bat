@echo off
rem Kirin launcher for Windows (ShogiGUI, Shogidokoro, and ShogiHome, which runs .bat files through cmd.exe):
rem runs the engine jar. In the release folder (kirin-VERSION\ of the release archive) the jar is
rem lib\kirin-all.jar and runs as it is: a Java 17 or newer is all it needs. In the repository it is
rem usi\target\kirin-all.jar, built with Maven on first use (or when sources changed). The twin of the bash
rem launcher "kirin": same layouts, same JVM options, same build (LauncherOptionsTest keeps the two in step).
rem
rem   kirin.bat                 USI engine on stdin/stdout (point a shogi GUI at this file)
rem   kirin.bat <sub-command>   other tools, passed through to kirin.usi.Main
rem
rem stdout belongs to the USI protocol: everything the launcher or Maven prints goes to stderr.
rem Environment: JAVA_HOME (a JDK >= 17 to use; a JRE in the release), KIRIN_JAVA_OPTS (extra JVM options),
rem KIRIN_MVN_OPTS (extra Maven options for the build, e.g. -o), KIRIN_AOT=0 (no AOT cache on JDK 25+).
setlocal EnableExtensions DisableDelayedExpansion

rem The folder of this file, without the trailing backslash. The working directory stays the caller's: the
rem engine reads eval\ and book\ relative to the folder the GUI chose.
set "ROOT=%~dp0"
set "ROOT=%ROOT:~0,-1%"
rem The release layout first: its jar is never rebuilt. STATE is the jar's folder, which also holds the AOT cache.
set "RELEASE=0"
set "JAR=%ROOT%\usi\target\kirin-all.jar"
set "STATE=%ROOT%\usi\target"
if not exist "%ROOT%\lib\kirin-all.jar" goto layout_known
set "RELEASE=1"
set "JAR=%ROOT%\lib\kirin-all.jar"
set "STATE=%ROOT%\lib"
:layout_known

rem ---- choose Java: JAVA_HOME if it is a JDK 17 or newer, else java on the PATH ----
set "JAVA="
set "BUILD_HOME="
if not defined JAVA_HOME goto path_java
if not exist "%JAVA_HOME%\bin\java.exe" goto bad_java_home
call :java_major "%JAVA_HOME%\bin\java.exe"
if %MAJOR% LSS 17 goto bad_java_home
set "JAVA=%JAVA_HOME%\bin\java.exe"
if exist "%JAVA_HOME%\bin\javac.exe" set "BUILD_HOME=%JAVA_HOME%"
goto java_found
:bad_java_home
echo kirin: ignoring JAVA_HOME=%JAVA_HOME% (not a JDK 17 or newer) 1>&2
:path_java
for /f "delims=" %%j in ('where java 2^>nul') do if not defined JAVA set "JAVA=%%j"
if not defined JAVA goto no_java
call :java_major "%JAVA%"
if %MAJOR% LSS 17 goto no_java
for %%d in ("%JAVA%\..\..") do set "HOME_GUESS=%%~fd"
if exist "%HOME_GUESS%\bin\javac.exe" set "BUILD_HOME=%HOME_GUESS%"
:java_found
set "JAVA_MAJOR=%MAJOR%"

rem ---- build on first use: the jar is missing or older than a pom.xml or a main source/resource file ----
rem (never in the release)
if "%RELEASE%"=="1" goto run
set "NEEDS_BUILD=1"
if not exist "%JAR%" goto build
set "KIRIN_ROOT=%ROOT%"
set "KIRIN_JAR=%JAR%"
set "NEEDS_BUILD=0"
for /f "delims=" %%r in ('powershell -NoProfile -ExecutionPolicy Bypass -Command "$j = (Get-Item -LiteralPath $env:KIRIN_JAR).LastWriteTimeUtc; $n = Get-ChildItem -LiteralPath $env:KIRIN_ROOT -Recurse -File -ErrorAction SilentlyContinue | Where-Object { $_.FullName -notmatch '\\(\.git|target)\\' -and ($_.Name -eq 'pom.xml' -or $_.FullName -match '\\src\\main\\') -and $_.LastWriteTimeUtc -gt $j } | Select-Object -First 1; if ($n) { 'stale' } else { 'fresh' }"') do if "%%r"=="stale" set "NEEDS_BUILD=1"
if "%NEEDS_BUILD%"=="0" goto run

:build
where mvn >nul 2>&1
if errorlevel 1 goto no_maven
if not defined BUILD_HOME goto no_jdk
echo kirin: building %JAR% ... 1>&2
set "MAVEN_OPTS_KIRIN=%MAVEN_OPTS%"
rem Maven's own Guava calls sun.misc.Unsafe; on JDK 23+ allow it quietly instead of printing warnings.
if %JAVA_MAJOR% GEQ 23 set "MAVEN_OPTS_KIRIN=%MAVEN_OPTS% --sun-misc-unsafe-memory-access=allow"
rem The jar only: skipping the release archives saves seconds a build.
pushd "%ROOT%"
set "JAVA_HOME=%BUILD_HOME%"
set "MAVEN_OPTS=%MAVEN_OPTS_KIRIN%"
call mvn -q -B -Dstyle.color=never -DskipTests -Dassembly.skipAssembly=true -pl usi -am %KIRIN_MVN_OPTS% package 1>&2
set "RC=%ERRORLEVEL%"
popd
if not "%RC%"=="0" goto build_failed
if not exist "%JAR%" goto jar_missing
rem A rebuild that changed nothing must still count as fresh.
copy /b "%JAR%"+,, "%JAR%" >nul
rem The AOT cache belongs to the jar it was recorded with: record it again below.
del /q "%STATE%\kirin.aot" "%STATE%\kirin.aot.failed" 2>nul
goto run

:no_maven
if not exist "%JAR%" goto need_maven
echo kirin: sources are newer than the jar but mvn is not installed; running the existing jar 1>&2
goto run

:run
set JVM_OPTS=-Xss16m -XX:+UseParallelGC -Xlog:disable -Xlog:all=warning:stderr --add-opens java.base/java.nio=ALL-UNNAMED --add-opens java.base/sun.nio.ch=ALL-UNNAMED --add-modules jdk.incubator.vector
if %JAVA_MAJOR% GEQ 22 set JVM_OPTS=%JVM_OPTS% --enable-native-access=ALL-UNNAMED
if %JAVA_MAJOR% GEQ 23 set JVM_OPTS=%JVM_OPTS% --sun-misc-unsafe-memory-access=allow
rem JDK 25 and later: the JVM's AOT cache of classes and method profiles, recorded once per build from
rem "kirin aot-training", lets the JIT compile the hot code from the start (see the bash launcher).
set "AOT=%STATE%\kirin.aot"
set "AOT_LOG=%STATE%\aot-training.log"
if "%KIRIN_AOT%"=="0" goto run_java
if %JAVA_MAJOR% LSS 25 goto run_java
if exist "%AOT%" goto aot_ready
if exist "%AOT%.failed" goto run_java
rem Only where the jar's folder is writable (not in a read-only installation).
type nul > "%AOT%.probe" 2>nul
if not exist "%AOT%.probe" goto run_java
del /q "%AOT%.probe" 2>nul
echo kirin: recording the JVM's AOT cache for this build (once, about 20 s; log in %AOT_LOG%) ... 1>&2
pushd "%ROOT%"
"%JAVA%" %JVM_OPTS% -XX:AOTCacheOutput="%AOT%.tmp" -jar "%JAR%" aot-training < nul > "%AOT_LOG%" 2>&1
set "RC=%ERRORLEVEL%"
popd
if not "%RC%"=="0" goto aot_failed
if not exist "%AOT%.tmp" goto aot_failed
move /y "%AOT%.tmp" "%AOT%" >nul
goto aot_ready
:aot_failed
del /q "%AOT%.tmp" 2>nul
type nul > "%AOT%.failed"
echo kirin: recording the AOT cache failed (see %AOT_LOG%); running without it 1>&2
goto run_java
:aot_ready
set JVM_OPTS=%JVM_OPTS% -XX:AOTCache="%AOT%"
:run_java
"%JAVA%" %JVM_OPTS% %KIRIN_JAVA_OPTS% -jar "%JAR%" %*
exit /b %ERRORLEVEL%

rem ---- errors ----
:no_java
echo kirin: no Java 17 or newer found (set JAVA_HOME to a JDK 17 or newer, or put one on the PATH) 1>&2
exit /b 1
:need_maven
echo kirin: Maven (mvn) is needed to build the engine on first use; install it 1>&2
exit /b 1
:no_jdk
echo kirin: building needs a JDK (javac) 17 or newer; set JAVA_HOME 1>&2
exit /b 1
:build_failed
echo kirin: build failed (see the messages above) 1>&2
exit /b 1
:jar_missing
echo kirin: build finished but %JAR% is missing 1>&2
exit /b 1

rem ---- :java_major <java.exe>: sets MAJOR to the major version (8 for "1.8.0_392", 17 for "17.0.15"), 0 if unknown
:java_major
set "MAJOR=0"
set "JVER="
for /f "tokens=3" %%v in ('call "%~1" -version 2^>^&1 ^| findstr /i /c:" version "') do if not defined JVER set "JVER=%%~v"
if not defined JVER exit /b 0
for /f "tokens=1,2 delims=.-+_" %%a in ("%JVER%") do set "MAJOR=%%a" & set "MINOR=%%b"
if "%MAJOR%"=="1" set "MAJOR=%MINOR%"
exit /b 0
