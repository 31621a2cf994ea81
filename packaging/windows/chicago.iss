; Inno Setup script of Chicago's Windows installer: installs the one-folder bundle
; (dist\chicago-desktop\, made by packaging\build.py) for the current user, without
; administrator rights, with a Start-menu entry and an uninstaller (Settings > Apps).
;
; Build on Windows with Inno Setup 6 (packaging\README.md), from the top of the checkout:
;   .venv\Scripts\python packaging\build.py
;   "%ProgramFiles(x86)%\Inno Setup 6\ISCC.exe" /DAppVersion=0.1.0 packaging\windows\chicago.iss
; The installer is dist\chicago-desktop-<version>-setup.exe.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "Chicago"
#define AppExe "chicago-desktop.exe"
#define Root "..\.."

[Setup]
; The AppId identifies the installation for updates and the uninstaller: never change it.
AppId={{5671ADAF-4845-4D61-95CA-2361387546B6}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Chicago desktop authors
VersionInfoVersion={#AppVersion}
VersionInfoDescription={#AppName} installer
; Per user, no elevation: {autopf} is then %LOCALAPPDATA%\Programs, {autoprograms} the
; user's Start menu, and the uninstall entry goes under HKEY_CURRENT_USER.
PrivilegesRequired=lowest
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
DisableDirPage=auto
UsePreviousAppDir=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Qt 6 runs on Windows 10 1809 and later.
MinVersion=10.0.17763
SetupIconFile={#Root}\build\bundle-assets\icons\chicago-desktop.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
OutputDir={#Root}\dist
OutputBaseFilename=chicago-desktop-{#AppVersion}-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; Close a running game before files are replaced.
CloseApplications=yes

[Languages]
; Inno Setup's own translations of the shipped languages. Korean and Simplified Chinese
; are unofficial translations: put Korean.isl and ChineseSimplified.isl from Inno
; Setup's translation page beside this script and remove the semicolons below.
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"
Name: "fr"; MessagesFile: "compiler:Languages\French.isl"
Name: "ja"; MessagesFile: "compiler:Languages\Japanese.isl"
Name: "es"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "it"; MessagesFile: "compiler:Languages\Italian.isl"
; Name: "ko"; MessagesFile: "Korean.isl"
; Name: "zh_CN"; MessagesFile: "ChineseSimplified.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Root}\dist\chicago-desktop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An update replaces the bundle whole: no module of an older version is left behind.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Only what the installer put there. The player's settings, statistics and saved games
; live in the user's application-data folder and stay.
Type: filesandordirs; Name: "{app}\_internal"
