; Inno Setup script of Cardavia's Windows installer (issue 37). The release workflow compiles it
; after `python packaging/package.py` has built the bundle in dist\cardavia:
;   iscc /DAppVersion=0.1.0 /DSourceDir=..\..\dist\cardavia /DIconFile=..\..\build\package\icons\cardavia.ico
;        /DOutputDir=..\..\dist packaging\windows\cardavia.iss
; -> dist\Cardavia-<version>-windows-x64-setup.exe: a per-user install (no administrator rights) into
; %LOCALAPPDATA%\Programs\Cardavia with a Start-menu entry and an uninstaller (Settings > Apps).
; The wizard speaks the app's six languages, each named in itself (the names of
; cardavia_desktop/controllers/languages.py NATIVE_NAMES). Persian and Malay have no translation
; shipped with Inno Setup: their wizard pages stay English, the app's own messages below are theirs.
; This file is UTF-8 with a byte-order mark (Inno Setup reads it as Unicode then).

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\cardavia"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\package\icons\cardavia.ico"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

[Setup]
AppId={{6B1E3C52-9D1A-4F4E-8E1B-7C2A5D3F9A10}
AppName=Cardavia
AppVersion={#AppVersion}
AppVerName=Cardavia {#AppVersion}
AppPublisher=The Cardavia developers
DefaultDirName={localappdata}\Programs\Cardavia
DefaultGroupName=Cardavia
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
Uninstallable=yes
UninstallDisplayName=Cardavia
UninstallDisplayIcon={app}\cardavia.exe
SetupIconFile={#IconFile}
OutputDir={#OutputDir}
OutputBaseFilename=Cardavia-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto
CloseApplications=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
#if FileExists(AddBackslash(CompilerPath) + "Languages\Arabic.isl")
Name: "ar"; MessagesFile: "compiler:Languages\Arabic.isl"
#else
Name: "ar"; MessagesFile: "compiler:Default.isl"
#endif
Name: "fa"; MessagesFile: "compiler:Default.isl"
Name: "ms"; MessagesFile: "compiler:Default.isl"
Name: "it"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"

[LangOptions]
en.LanguageName=English
ar.LanguageName=العربية
ar.LanguageID=$0401
ar.RightToLeft=yes
fa.LanguageName=فارسی
fa.LanguageID=$0429
fa.RightToLeft=yes
ms.LanguageName=Bahasa Melayu
ms.LanguageID=$043E
it.LanguageName=Italiano
de.LanguageName=Deutsch

[CustomMessages]
en.AppComment=Play traditional card games offline against AI opponents
ar.AppComment=العب ألعاب الورق التقليدية دون اتصال ضد خصوم الذكاء الاصطناعي
fa.AppComment=بازی‌های ورق سنتی را آفلاین در برابر حریفان هوش مصنوعی بازی کنید
ms.AppComment=Main permainan kad tradisional di luar talian menentang lawan AI
it.AppComment=Gioca offline ai giochi di carte tradizionali contro avversari IA
de.AppComment=Traditionelle Kartenspiele offline gegen KI-Gegner spielen

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Cardavia"; Filename: "{app}\cardavia.exe"; Comment: "{cm:AppComment}"
Name: "{autodesktop}\Cardavia"; Filename: "{app}\cardavia.exe"; Comment: "{cm:AppComment}"; Tasks: desktopicon

[Run]
Filename: "{app}\cardavia.exe"; Description: "{cm:LaunchProgram,Cardavia}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Byte code Python may have written beside the program; settings and saved games stay in the
; user's %LOCALAPPDATA%\cardavia.
Type: filesandordirs; Name: "{app}\_internal\__pycache__"
