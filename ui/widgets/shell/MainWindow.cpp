// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/MainWindow.h"

#include "core/analysis/Costliest.h"
#include "core/load/EventMismatch.h"
#include "core/load/ProfileSiblings.h"
#include "ui/viewmodel/annotation/SourcePathConfig.h"
#include "ui/widgets/shell/DiagnosticsPanel.h"
#include "ui/widgets/shell/EventTypeChooser.h"
#include "ui/widgets/shell/FunctionFinder.h"
#include "ui/widgets/shell/NavigationBar.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/annotation/AssemblyView.h"
#include "ui/widgets/views/annotation/SourcePathsDialog.h"
#include "ui/widgets/views/annotation/SourceView.h"
#include "ui/widgets/views/callgraph/CallGraphView.h"
#include "ui/widgets/views/callmap/CallMapView.h"
#include "ui/widgets/views/compare/ComparedEventsPanel.h"
#include "ui/widgets/views/compare/ComparedRelationView.h"
#include "ui/widgets/views/compare/ComparisonView.h"
#include "ui/widgets/views/compare/DeltaColouring.h"
#include "ui/widgets/views/events/EventTypesView.h"
#include "ui/widgets/views/events/TopFunctionsChart.h"
#include "ui/widgets/views/flame/FlameGraphView.h"
#include "ui/widgets/views/flame/StackTreeView.h"
#include "ui/widgets/views/functions/FlatProfileView.h"
#include "ui/widgets/views/functions/RelationView.h"
#include "ui/widgets/views/parts/PartsView.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QCryptographicHash>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>

#include <utility>

namespace tally {

MainWindow::MainWindow(Session& session, LoadController& loader, QSettings& settings,
                       QWidget* parent)
    : QMainWindow(parent), m_settings(settings), m_session(session), m_loader(loader),
      m_recent(settings)
{
    setWindowTitle(tr("Tally"));
    setAcceptDrops(true);
    m_session.setSettings(&m_settings); // user-defined event types are kept there
    m_comparison = new ComparisonController(m_session, this);
    // The remembered theme before any widget exists: nothing is drawn twice.
    m_theme = theme::load(m_settings);
    theme::apply(m_theme);

    auto* hint =
        new QLabel(tr("<h2>No profile open</h2>"
                      "<p>Open a Callgrind or Cachegrind profile with <b>File &gt; Open</b>,"
                      " drop one here, or try <b>Help &gt; Open Sample</b>.</p>"),
                   this);
    hint->setAlignment(Qt::AlignCenter);
    hint->setWordWrap(true);
    m_flatView = new FlatProfileView(m_session, this);
    m_viewTabs = new ViewTabs(this);
    createViews();
    m_content = new QSplitter(Qt::Horizontal, this);
    QSplitter* content = m_content;
    content->addWidget(m_flatView);
    content->addWidget(m_viewTabs);
    content->setStretchFactor(0, 1);
    content->setStretchFactor(1, 1);
    // The list a little wider than the views, so that names stay readable at 1280x800; the
    // views' toolbars would otherwise squeeze it.
    content->setSizes({720, 560});
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(hint);
    m_stack->addWidget(content);
    setCentralWidget(m_stack);

    m_diagnostics = new DiagnosticsPanel(this);
    addDockWidget(Qt::BottomDockWidgetArea, m_diagnostics);
    m_diagnostics->hide();
    connect(m_diagnostics, &DiagnosticsPanel::copied, this, [this](const QString& text) {
        statusBar()->showMessage(tr("Copied: %1").arg(text), 4000);
    });

    createActions();
    createStatusBar();

    connect(&m_loader, &LoadController::started, this, &MainWindow::onLoadStarted);
    connect(&m_loader, &LoadController::progressChanged, this, &MainWindow::onProgress);
    connect(&m_loader, &LoadController::loaded, this, &MainWindow::onLoaded);
    connect(&m_loader, &LoadController::failed, this, &MainWindow::onLoadFailed);
    connect(&m_loader, &LoadController::canceled, this, &MainWindow::onLoadCanceled);
    connect(&m_watcher, &ProfileWatcher::changeSeen, this, &MainWindow::updateWatchStatus);
    connect(&m_watcher, &ProfileWatcher::changed, this, &MainWindow::reloadChangedFiles);
    connect(&m_session, &Session::changed, this, &MainWindow::updateStatus);
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & SessionChange::ActiveFunction)
            rememberActiveFunction();
    });

    resize(1280, 800);
    restoreLayout();
    updateStatus();
}

MainWindow::~MainWindow() = default;

void MainWindow::createViews()
{
    using Group = ViewTabs::Group;
    using Kind = RelationView::Kind;
    m_sourcePaths = new SourcePathConfig(m_settings, this);
    auto* calleeMap = new CallMapView(m_session, CallMapTree::Direction::Callees);
    calleeMap->keepOptionsIn(m_settings, QStringLiteral("callmap"));
    auto* callerMap = new CallMapView(m_session, CallMapTree::Direction::Callers);
    callerMap->keepOptionsIn(m_settings, QStringLiteral("callermap"));
    auto* callGraph = new CallGraphView(m_session, &m_settings);
    auto* deltaColouring = new DeltaColouring(m_session, *m_comparison, this);
    deltaColouring->addGraph(*callGraph);
    deltaColouring->addMap(*calleeMap);
    deltaColouring->addMap(*callerMap);
    auto* eventTypes = new EventTypesView(m_session);
    eventTypes->addPanel(new ComparedEventsPanel(m_session, *m_comparison));
    // Each relation view shows the comparison's callers or callees while one is open.
    const auto relations = [this](Kind kind) {
        RelationView* view = RelationView::create(m_session, kind);
        auto* compared = new ComparedRelationView(m_session, *m_comparison,
                                                  RelationComparisonModel::Kind(int(kind)));
        view->setStandIn(compared);
        connect(compared, &ComparedRelationView::appliesChanged, view, &RelationView::showStandIn);
        connect(compared, &ComparedRelationView::busyChanged, view, &RelationView::setStandInBusy);
        view->showStandIn(compared->applies());
        return view;
    };
    auto* flameGraph = new FlameGraphView(m_session);
    flameGraph->setComparison(m_comparison);
    auto* sourceView = new SourceView(m_session, *m_sourcePaths, m_settings);
    sourceView->setComparison(m_comparison);
    auto* assemblyView = new AssemblyView(m_session, *m_sourcePaths, m_settings);
    assemblyView->setComparison(m_comparison);
    // As KCachegrind: the upper group looks up from the function (callers, the callee map, its
    // source, its share of each event type), the lower one down (callees, the graph, machine code,
    // parts), so two views show at once.
    const struct
    {
        const char* key;
        const char* title;
        QWidget* view;
        Group group;
    } views[] = {
        {"callers", QT_TR_NOOP("Callers"), relations(Kind::Callers), Group::Upper},
        {"allcallers", QT_TR_NOOP("All Callers"), relations(Kind::AllCallers), Group::Upper},
        {"callmap", QT_TR_NOOP("Call Map"), calleeMap, Group::Upper},
        {"flamegraph", QT_TR_NOOP("Flame Graph"), flameGraph, Group::Upper},
        {"source", QT_TR_NOOP("Source"), sourceView, Group::Upper},
        {"events", QT_TR_NOOP("Types"), eventTypes, Group::Upper},
        {"compare", QT_TR_NOOP("Compare"), new ComparisonView(m_session, *m_comparison),
         Group::Upper},
        {"eventchart", QT_TR_NOOP("Event Chart"), new TopFunctionsChart(m_session), Group::Upper},
        {"callees", QT_TR_NOOP("Callees"), relations(Kind::Callees), Group::Lower},
        {"allcallees", QT_TR_NOOP("All Callees"), relations(Kind::AllCallees), Group::Lower},
        {"callgraph", QT_TR_NOOP("Call Graph"), callGraph, Group::Lower},
        {"callermap", QT_TR_NOOP("Caller Map"), callerMap, Group::Lower},
        // Below the flame graph, so the graph and its stacks as a table show at once.
        {"stacks", QT_TR_NOOP("Stacks"), new StackTreeView(m_session), Group::Lower},
        {"assembly", QT_TR_NOOP("Assembly"), assemblyView, Group::Lower},
        {"parts", QT_TR_NOOP("Parts"), new PartsView(m_session), Group::Lower},
    };
    for (const auto& view : views)
        m_viewTabs->addView(QLatin1String(view.key), tr(view.title), view.view, view.group);
    m_viewTabs->group(Group::Upper)->setCurrentIndex(0);
    m_viewTabs->group(Group::Lower)->setCurrentIndex(0);
}

void MainWindow::setTheme(Theme theme, bool remember)
{
    if (remember)
        theme::save(m_settings, theme);
    if (QAction* action = themeAction(theme))
        action->setChecked(true);
    if (theme == m_theme)
        return;
    m_theme = theme;
    theme::apply(theme);
}

QAction* MainWindow::themeAction(Theme theme) const
{
    for (QAction* action : m_themeActions->actions()) {
        if (action->data().toString() == theme::nameOf(theme))
            return action;
    }
    return nullptr;
}

QString MainWindow::samplePath()
{
    return QStringLiteral(":/sample/callgrind.out.sample");
}

void MainWindow::createActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(QIcon::fromTheme(QStringLiteral("document-open")),
                                    tr("&Open..."), this, &MainWindow::showOpenDialog);
    open->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    rebuildRecentMenu();
    QAction* add = file->addAction(tr("&Add..."), this, &MainWindow::showAddDialog);
    add->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    add->setToolTip(tr("Load more files into this profile, as extra parts"));
    m_compareAction = file->addAction(tr("Compare &With..."), this, &MainWindow::showCompareDialog);
    m_compareAction->setToolTip(
        tr("Compare the open profile (the baseline) with a new one, which the window "
           "then shows"));
    m_compareAction->setEnabled(false);
    m_swapSidesAction = file->addAction(tr("S&wap Compared Sides"), this, &MainWindow::swapSides);
    m_swapSidesAction->setToolTip(tr("Make the new profile the baseline and the baseline the new "
                                     "profile, which the window then shows"));
    m_swapSidesAction->setEnabled(false);
    connect(m_comparison, &ComparisonController::comparisonChanged, this,
            [this] { m_swapSidesAction->setEnabled(m_comparison->comparison() != nullptr); });
    QAction* reloadAction = file->addAction(QIcon::fromTheme(QStringLiteral("view-refresh")),
                                            tr("Re&load"), this, &MainWindow::reload);
    reloadAction->setShortcut(Qt::Key_F5);
    m_watchAction = file->addAction(tr("&Watch"));
    m_watchAction->setCheckable(true);
    m_watchAction->setToolTip(
        tr("Reload when the profile's files change on disk; new dumps of a running "
           "program become new parts"));
    connect(m_watchAction, &QAction::toggled, this, &MainWindow::onWatchToggled);
    file->addAction(tr("&Export Call Graph..."), this, [this] {
        if (auto* graph =
                qobject_cast<CallGraphView*>(m_viewTabs->show(QStringLiteral("callgraph"))))
            graph->exportWithDialog();
    });
    file->addAction(tr("Export &Flame Graph..."), this, [this] {
        if (auto* flame =
                qobject_cast<FlameGraphView*>(m_viewTabs->show(QStringLiteral("flamegraph"))))
            flame->exportWithDialog();
    });
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    m_percentAction = view->addAction(tr("Show &Percentages"));
    m_percentAction->setCheckable(true);
    m_percentAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    m_percentAction->setChecked(
        m_settings.value(QStringLiteral("view/percentages"), false).toBool());
    m_session.setShowPercentages(m_percentAction->isChecked());
    connect(m_percentAction, &QAction::toggled, this, [this](bool on) {
        m_session.setShowPercentages(on);
        m_settings.setValue(QStringLiteral("view/percentages"), on);
    });
    // Shortened names read well in narrow columns; whole ones tell overloads apart.
    m_shortNamesAction = view->addAction(tr("Shorten &Names"));
    m_shortNamesAction->setCheckable(true);
    m_shortNamesAction->setChecked(
        m_settings.value(QStringLiteral("view/shortNames"), true).toBool());
    m_shortNamesAction->setToolTip(
        tr("Collapse template arguments and long parameter lists (copying keeps the whole name)"));
    m_session.setShortNames(m_shortNamesAction->isChecked());
    connect(m_shortNamesAction, &QAction::toggled, this, [this](bool on) {
        m_session.setShortNames(on);
        m_settings.setValue(QStringLiteral("view/shortNames"), on);
    });
    m_cycleAction = view->addAction(tr("Detect Recursion &Cycles"));
    m_cycleAction->setCheckable(true);
    m_cycleAction->setChecked(true);
    connect(m_cycleAction, &QAction::toggled, &m_session, &Session::setCycleDetection);
    QMenu* themes = view->addMenu(tr("&Theme"));
    m_themeActions = new QActionGroup(this); // exclusive
    const std::pair<Theme, const char*> themeEntries[] = {{Theme::System, QT_TR_NOOP("&System")},
                                                          {Theme::Light, QT_TR_NOOP("&Light")},
                                                          {Theme::Dark, QT_TR_NOOP("&Dark")}};
    for (const auto& themeEntry : themeEntries) {
        const Theme entry = themeEntry.first;
        QAction* action = themes->addAction(tr(themeEntry.second));
        action->setCheckable(true);
        action->setChecked(entry == m_theme);
        action->setData(theme::nameOf(entry));
        m_themeActions->addAction(action);
        connect(action, &QAction::triggered, this, [this, entry] { setTheme(entry); });
    }
    view->addSeparator();
    view->addAction(m_diagnostics->toggleViewAction());
    view->addAction(tr("Source &Folders..."), this, [this] {
        SourcePathsDialog dialog(*m_sourcePaths, this);
        dialog.exec();
    });

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("Open &Sample"), this, &MainWindow::openSample);
    help->addAction(tr("&About Tally"), this, [this] {
        QMessageBox::about(
            this, tr("About Tally"),
            tr("<b>Tally %1</b><p>A viewer for profiles in the Callgrind format.</p>")
                .arg(QApplication::applicationVersion()));
    });

    m_cancelAction = new QAction(tr("Cancel Loading"), this);
    m_cancelAction->setShortcut(Qt::Key_Escape);
    m_cancelAction->setEnabled(false);
    connect(m_cancelAction, &QAction::triggered, &m_loader, &LoadController::cancel);
    connect(m_cancelAction, &QAction::triggered, &m_comparison->baseLoader(),
            &LoadController::cancel);
    addAction(m_cancelAction);

    //: The main toolbar's name, in the toolbars' context menu
    QToolBar* toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->addAction(open);
    toolbar->addSeparator();
    m_eventChooser = new EventTypeChooser(m_session, toolbar);
    toolbar->addWidget(m_eventChooser);
    toolbar->addSeparator();
    toolbar->addAction(m_percentAction);
    toolbar->addAction(m_cycleAction);

    QAction* relative = view->addAction(tr("&Relative to Active Function"));
    relative->setCheckable(true);
    relative->setToolTip(
        tr("Percentages of the active function's inclusive cost instead of the total"));
    connect(relative, &QAction::toggled, &m_session, &Session::setRelativeToActive);
    toolbar->addAction(relative);

    addToolBarBreak();
    QToolBar* navigation = addToolBar(tr("Navigation"));
    navigation->setObjectName(QStringLiteral("navigationToolbar"));
    createNavigation(navigation);
}

void MainWindow::createNavigation(QToolBar* toolbar)
{
    // Between View and Help.
    auto* go = new QMenu(tr("&Go"), this);
    menuBar()->insertMenu(menuBar()->actions().constLast(), go);
    m_backAction = go->addAction(QIcon::fromTheme(QStringLiteral("go-previous")), tr("&Back"),
                                 &m_session, [this] { m_session.goBack(); });
    m_backAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    m_forwardAction = go->addAction(QIcon::fromTheme(QStringLiteral("go-next")), tr("&Forward"),
                                    &m_session, [this] { m_session.goForward(); });
    m_forwardAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    m_upAction = go->addAction(QIcon::fromTheme(QStringLiteral("go-up")), tr("&Up"), &m_session,
                               [this] { m_session.goUp(); });
    m_upAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Up));
    m_upAction->setToolTip(tr("Go to the caller with the largest cost (Alt+Up)"));
    QAction* find = go->addAction(tr("Go to &Function..."), this, &MainWindow::showFunctionFinder);
    find->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));

    // Back and forward drop down their history, as browsers do.
    m_backMenu = new QMenu(this);
    m_forwardMenu = new QMenu(this);
    m_backAction->setMenu(m_backMenu);
    m_forwardAction->setMenu(m_forwardMenu);
    toolbar->addAction(m_backAction);
    toolbar->addAction(m_forwardAction);
    toolbar->addAction(m_upAction);
    toolbar->addAction(find);
    for (QAction* action : {m_backAction, m_forwardAction}) {
        if (auto* button = qobject_cast<QToolButton*>(toolbar->widgetForAction(action)))
            button->setPopupMode(QToolButton::MenuButtonPopup);
    }
    toolbar->addSeparator();
    m_navigationBar = new NavigationBar(m_session, toolbar);
    toolbar->addWidget(m_navigationBar);
    connect(&m_session, &Session::changed, this, [this] { updateNavigation(); });
    updateNavigation();
}

void MainWindow::updateNavigation()
{
    const auto& history = m_session.history();
    const bool away =
        m_session.activeFunction().isValid() && history.current() != m_session.activeFunction();
    m_backAction->setEnabled(history.canGoBack() || (away && history.current()));
    m_forwardAction->setEnabled(history.canGoForward() && !away);
    m_upAction->setEnabled(m_session.activeFunction().isValid());
    auto fill = [this](QMenu* menu, const std::vector<FunctionId>& entries, bool back) {
        menu->clear();
        for (std::size_t i = 0; i < entries.size() && i < 20; ++i) {
            menu->addAction(m_session.profile()->functionName(entries[i]), this, [this, i, back] {
                if (back)
                    m_session.goBack(i);
                else
                    m_session.goForward(i);
            });
        }
    };
    if (m_session.hasProfile()) {
        fill(m_backMenu, history.backEntries(), true);
        fill(m_forwardMenu, history.forwardEntries(), false);
    }
}

void MainWindow::showFunctionFinder()
{
    if (!m_session.hasProfile())
        return;
    auto* finder = new FunctionFinder(m_session, this);
    finder->setAttribute(Qt::WA_DeleteOnClose);
    finder->open();
}

void MainWindow::createStatusBar()
{
    m_fileLabel = new QLabel(this);
    m_totalLabel = new QLabel(this);
    m_partsLabel = new QLabel(this);
    m_warningsButton = new QPushButton(this);
    m_warningsButton->setFlat(true);
    m_warningsButton->setToolTip(tr("Show the loader's warnings"));
    connect(m_warningsButton, &QPushButton::clicked, this, [this] {
        m_diagnostics->show();
        m_diagnostics->raise();
    });
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, LoadController::kProgressMaximum);
    m_progress->setMaximumWidth(220);
    m_progress->setFormat(tr("Loading %p%"));
    m_progress->setObjectName(QStringLiteral("loadProgress"));
    m_progress->hide();
    m_cancelButton = new QToolButton(this);
    m_cancelButton->setText(tr("Cancel"));
    m_cancelButton->setToolTip(tr("Cancel loading (Esc)"));
    m_cancelButton->hide();
    connect(m_cancelButton, &QToolButton::clicked, &m_loader, &LoadController::cancel);
    connect(m_cancelButton, &QToolButton::clicked, &m_comparison->baseLoader(),
            &LoadController::cancel);
    // The baseline of a comparison loads beside the new profile, with its own progress.
    m_baseProgress = new QProgressBar(this);
    m_baseProgress->setObjectName(QStringLiteral("baseProgress"));
    m_baseProgress->setRange(0, LoadController::kProgressMaximum);
    m_baseProgress->setMaximumWidth(220);
    m_baseProgress->setFormat(tr("Baseline %p%"));
    m_baseProgress->hide();
    LoadController& base = m_comparison->baseLoader();
    connect(&base, &LoadController::started, this, [this] {
        m_baseProgress->setValue(0);
        m_baseProgress->show();
        m_cancelButton->show();
        m_cancelAction->setEnabled(true);
    });
    connect(&base, &LoadController::progressChanged, m_baseProgress, &QProgressBar::setValue);
    const auto baseDone = [this] {
        m_baseProgress->hide();
        if (!m_loader.isLoading()) {
            m_cancelButton->hide();
            m_cancelAction->setEnabled(false);
        }
    };
    connect(&base, &LoadController::loaded, this, baseDone);
    connect(&base, &LoadController::canceled, this, baseDone);
    connect(&base, &LoadController::failed, this, [this, baseDone](const QString& message) {
        baseDone();
        auto* box = new QMessageBox(QMessageBox::Critical, tr("Cannot Open Baseline"), message,
                                    QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setObjectName(QStringLiteral("baseLoadError"));
        box->open();
    });

    m_watchLabel = new QLabel(this);
    m_watchLabel->hide();

    statusBar()->addWidget(m_fileLabel, 1);
    statusBar()->addPermanentWidget(m_watchLabel);
    statusBar()->addPermanentWidget(m_totalLabel);
    statusBar()->addPermanentWidget(m_partsLabel);
    statusBar()->addPermanentWidget(m_warningsButton);
    statusBar()->addPermanentWidget(m_baseProgress);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancelButton);
}

QString MainWindow::profileFileFilter()
{
    // Every name producers give their files (valgrind's, Xdebug's cachegrind.out.*, those chosen
    // with --callgrind-out-file, with the .N of dumps and -TT of threads), compressed or not;
    // All Files beside it.
    return tr("Profiles (callgrind.out.* cachegrind.out.* *.callgrind *.callgrind.* "
              "*.callgrind-* *.cg *.cg.* *.cg-* *.out *.out.* *.out-* *.gz);;"
              "All files (*)");
}

QString MainWindow::recentLabel(const QString& path)
{
    // The path, not just the name (runs of the same program share names), with ~ for home,
    // cut in the middle when very long.
    constexpr qsizetype kLongest = 90;
    QString label = QDir::toNativeSeparators(path);
    const QString home = QDir::toNativeSeparators(QDir::homePath());
    if (!home.isEmpty() && home != QStringLiteral("/") &&
        label.startsWith(home + QDir::separator()))
        label = QStringLiteral("~") + label.mid(home.size());
    if (label.size() > kLongest)
        label = label.left(kLongest / 2 - 1) + QChar(0x2026) + label.right(kLongest / 2);
    // An & in a path is not a shortcut marker.
    return label.replace(QLatin1Char('&'), QStringLiteral("&&"));
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const auto entries = m_recent.entries();
    for (const QStringList& paths : entries) {
        QString label = recentLabel(paths.front());
        if (paths.size() > 1)
            label += tr(" (+%n file(s))", nullptr, int(paths.size() - 1));
        QAction* action = m_recentMenu->addAction(label);
        action->setToolTip(paths.join(QLatin1Char('\n')));
        connect(action, &QAction::triggered, this,
                [this, paths] { openFiles(paths, SiblingPolicy::OnlyThisFile); });
    }
    if (!entries.isEmpty()) {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("Clear List"), this, [this] {
            m_recent.clear();
            rebuildRecentMenu();
        });
    }
    m_recentMenu->setEnabled(!entries.isEmpty());
}

void MainWindow::showOpenDialog()
{
    const QString directory = m_settings.value(QStringLiteral("lastDirectory")).toString();
    const QStringList paths =
        QFileDialog::getOpenFileNames(this, tr("Open Profile"), directory, profileFileFilter());
    if (paths.isEmpty())
        return;
    m_settings.setValue(QStringLiteral("lastDirectory"), QFileInfo(paths.front()).absolutePath());
    openFiles(paths);
}

QStringList MainWindow::withSiblings(const QStringList& paths, SiblingPolicy policy)
{
    if (paths.size() != 1)
        return paths;
    // The empty file --separate-threads=yes leaves stands for its threads (as in KCachegrind).
    if (profilesiblings::isEmptyBase(paths.front()))
        return profilesiblings::of(paths.front());
    const QStringList siblings = profilesiblings::of(paths.front());
    if (siblings.size() < 2)
        return paths;
    const QString remembered = m_settings.value(QStringLiteral("siblings/policy")).toString();
    if (policy == SiblingPolicy::Ask && remembered == QLatin1String("all"))
        policy = SiblingPolicy::LoadAll;
    else if (policy == SiblingPolicy::Ask && remembered == QLatin1String("one"))
        policy = SiblingPolicy::OnlyThisFile;
    if (policy == SiblingPolicy::Ask) {
        QMessageBox box(QMessageBox::Question, tr("Related Profile Files"),
                        tr("%1 belongs to a run that wrote %n file(s) (threads or dumps).\n"
                           "Load them all, each as a part of one profile?",
                           nullptr, int(siblings.size()))
                            .arg(QFileInfo(paths.front()).fileName()),
                        QMessageBox::NoButton, this);
        QPushButton* all =
            box.addButton(tr("Load All %1").arg(siblings.size()), QMessageBox::AcceptRole);
        box.addButton(tr("Only This File"), QMessageBox::RejectRole);
        auto* remember = new QCheckBox(tr("Remember my answer"), &box);
        box.setCheckBox(remember);
        box.exec();
        const bool loadAll = box.clickedButton() == all;
        if (remember->isChecked())
            m_settings.setValue(QStringLiteral("siblings/policy"),
                                loadAll ? QStringLiteral("all") : QStringLiteral("one"));
        policy = loadAll ? SiblingPolicy::LoadAll : SiblingPolicy::OnlyThisFile;
    }
    return policy == SiblingPolicy::LoadAll ? siblings : paths;
}

void MainWindow::openFiles(const QStringList& paths, SiblingPolicy policy)
{
    if (paths.isEmpty())
        return;
    const QStringList files = withSiblings(paths, policy);
    startLoad(files, {profilesiblings::isWholeRun(files), false, false, std::nullopt});
}

void MainWindow::startLoad(const QStringList& paths, LoadIntent intent)
{
    // A load under way is replaced; its cancellation resets what it had set up, so this load's
    // intent is set after it.
    m_loader.cancel();
    m_loadingWholeRun = intent.wholeRun;
    m_adding = intent.adding;
    m_reloading = intent.reload;
    m_keepBaseline = intent.keepBaseline || intent.adding || intent.reload;
    m_restore = std::move(intent.restore);
    m_loadFromWatch = false;
    m_loader.start(paths, {}, m_session.cycleDetection());
}

void MainWindow::showCompareDialog()
{
    if (m_openPaths.isEmpty() || !m_session.hasProfile())
        return;
    const QString directory = QFileInfo(m_openPaths.front()).absolutePath();
    const QStringList paths =
        QFileDialog::getOpenFileNames(this,
                                      tr("Compare %1 (the baseline) With the New Profile")
                                          .arg(QFileInfo(m_openPaths.front()).fileName()),
                                      directory, profileFileFilter());
    compareWith(paths);
}

void MainWindow::compareWith(const QStringList& newPaths)
{
    if (newPaths.isEmpty() || !m_session.hasProfile())
        return;
    // The baseline is the profile as it is open now: nothing to load again.
    m_comparison->setBase(m_session.snapshot(), m_openPaths);
    const QStringList files = withSiblings(newPaths, SiblingPolicy::Ask);
    LoadIntent intent;
    intent.wholeRun = profilesiblings::isWholeRun(files);
    intent.keepBaseline = true;
    startLoad(files, std::move(intent));
    m_viewTabs->show(QStringLiteral("compare"));
}

void MainWindow::swapSides()
{
    const QStringList formerBase = m_comparison->basePaths();
    if (!m_comparison->swapSides())
        return;
    // The window's files are the side it shows: reload, the diagnostics and the title follow.
    m_openPaths = formerBase;
    m_wholeRun = profilesiblings::isWholeRun(m_openPaths);
    m_diagnostics->setDiagnostics(m_session.profile()->diagnostics());
    if (isWatching())
        onWatchToggled(true); // the files shown now
    setWindowTitle(tr("%1 \u2192 %2 - Tally")
                       .arg(QFileInfo(m_comparison->basePaths().value(0)).fileName(),
                            QFileInfo(m_openPaths.value(0)).fileName()));
    updateStatus();
}

void MainWindow::openComparison(const QStringList& basePaths, const QStringList& newPaths)
{
    if (basePaths.isEmpty() || newPaths.isEmpty())
        return;
    // Both sides at once: the baseline on the comparison's loader, the new one on the window's.
    m_comparison->loadBase(basePaths, m_session.cycleDetection());
    LoadIntent intent;
    intent.wholeRun = profilesiblings::isWholeRun(newPaths);
    intent.keepBaseline = true;
    startLoad(newPaths, std::move(intent));
    m_viewTabs->show(QStringLiteral("compare"));
}

void MainWindow::showAddDialog()
{
    if (m_openPaths.isEmpty()) {
        showOpenDialog();
        return;
    }
    const QString directory = QFileInfo(m_openPaths.front()).absolutePath();
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Add Profiles as Parts"),
                                                            directory, profileFileFilter());
    addFiles(paths);
}

void MainWindow::addFiles(const QStringList& paths)
{
    if (paths.isEmpty())
        return;
    if (m_openPaths.isEmpty()) {
        openFiles(paths);
        return;
    }
    // The simplest correct way: load every path as one profile, as the loader matches events by
    // name across files; the views keep what they show through the snapshot.
    QStringList all = m_openPaths;
    for (const QString& path : paths) {
        if (!all.contains(path))
            all << path;
    }
    startLoad(all, {false, true, false, SessionSnapshot::take(m_session)});
}

void MainWindow::reload()
{
    if (m_openPaths.isEmpty()) {
        statusBar()->showMessage(tr("No profile to reload"), 3000);
        return;
    }
    startLoad(m_wholeRun ? profilesiblings::of(m_openPaths.front()) : m_openPaths,
              {m_wholeRun, false, true, SessionSnapshot::take(m_session)});
}

void MainWindow::setWatching(bool on)
{
    m_watchAction->setChecked(on);
}

bool MainWindow::isWatching() const
{
    return m_watchAction->isChecked();
}

void MainWindow::onWatchToggled(bool on)
{
    m_reloadWhenLoaded = false;
    if (on && !m_openPaths.isEmpty())
        m_watcher.watch(m_openPaths, m_wholeRun ? ProfileWatcher::Scope::WholeRun
                                                : ProfileWatcher::Scope::Files);
    else
        m_watcher.stop();
    updateWatchStatus();
}

void MainWindow::reloadChangedFiles()
{
    if (!isWatching() || m_openPaths.isEmpty())
        return;
    // A load the user started (another file, Add) is not replaced: the reload follows it.
    if (m_loader.isLoading() && !m_loadFromWatch) {
        m_reloadWhenLoaded = true;
        return;
    }
    reload();
    m_loadFromWatch = true;
}

void MainWindow::updateWatchStatus()
{
    if (!isWatching()) {
        m_watchLabel->hide();
        return;
    }
    const QDateTime last = m_watcher.lastChange();
    m_watchLabel->setText(
        last.isValid()
            ? tr("Watching \u00b7 last change %1").arg(last.toString(QStringLiteral("HH:mm:ss")))
            : tr("Watching \u00b7 no change yet"));
    m_watchLabel->setToolTip(m_watcher.isWatching()
                                 ? tr("Reloading when these change:\n%1")
                                       .arg(m_watcher.currentFiles().join(QLatin1Char('\n')))
                                 : tr("Reloading when the profile opened next changes"));
    m_watchLabel->show();
}

void MainWindow::openSample()
{
    openFiles({samplePath()}, SiblingPolicy::OnlyThisFile);
}

void MainWindow::onLoadStarted(const QStringList& paths)
{
    m_progress->setValue(0);
    m_progress->show();
    m_cancelButton->show();
    m_cancelAction->setEnabled(true);
    statusBar()->showMessage(tr("Loading %1...").arg(QFileInfo(paths.front()).fileName()));
}

void MainWindow::onProgress(int value)
{
    m_progress->setValue(value);
}

void MainWindow::finishLoading()
{
    m_progress->hide();
    if (!m_comparison->baseLoader().isLoading()) {
        m_cancelButton->hide();
        m_cancelAction->setEnabled(false);
    }
    statusBar()->clearMessage();
    m_loadFromWatch = false;
    if (std::exchange(m_reloadWhenLoaded, false))
        QTimer::singleShot(0, this, &MainWindow::reloadChangedFiles);
}

void MainWindow::onLoaded(std::shared_ptr<const CostSnapshot> costs, const QStringList& paths)
{
    finishLoading();
    const QStringList reloaded = m_reloading ? m_openPaths : QStringList();
    m_openPaths = paths;
    m_wholeRun = m_loadingWholeRun;
    if (!std::exchange(m_keepBaseline, false))
        m_comparison->clear(); // another profile: the comparison is over
    m_comparison->setNewPaths(paths);
    m_compareAction->setEnabled(true);
    if (isWatching())
        onWatchToggled(true); // the files just loaded, a run's new ones among them
    const Profile& profile = *costs->profile;
    m_diagnostics->setDiagnostics(profile.diagnostics());
    const QString mismatch = m_adding ? eventmismatch::describe(profile) : QString();
    m_session.setProfile(std::move(costs));
    if (m_restore)
        m_restore->restore(m_session);
    m_restore.reset();
    m_adding = false;
    if (!mismatch.isEmpty()) {
        auto* box = new QMessageBox(QMessageBox::Information, tr("Event Types Differ"), mismatch,
                                    QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setObjectName(QStringLiteral("eventMismatch"));
        box->open();
    }
    m_stack->setCurrentIndex(1);
    if (!paths.front().startsWith(QLatin1Char(':'))) {
        // A reload's files (a run grown by new dumps) take the place of the files it reloaded,
        // or watching a dumping program would fill the menu with one run.
        m_recent.add(paths, reloaded);
        rebuildRecentMenu();
    }
    if (m_comparison->isComparing() && !m_comparison->basePaths().isEmpty())
        setWindowTitle(tr("%1 \u2192 %2 - Tally")
                           .arg(QFileInfo(m_comparison->basePaths().front()).fileName(),
                                QFileInfo(paths.front()).fileName()));
    else
        setWindowTitle(tr("%1 - Tally").arg(QFileInfo(paths.front()).fileName()));
    updateStatus();
    // Where the user was the last time this file was open, else at the program's main, as
    // KCachegrind starts.
    if (!m_session.activeFunction().isValid() && !restoreLastFunction())
        m_session.setActiveFunction(startingFunction(*m_session.profile(), m_session.flatProfile(),
                                                     m_session.events(), m_session.primaryEvent()));
}

namespace {

constexpr qsizetype kRememberedFunctions = 50;

QString pathKey(const QString& path)
{
    return QString::fromLatin1(QCryptographicHash::hash(QFileInfo(path).absoluteFilePath().toUtf8(),
                                                        QCryptographicHash::Sha1)
                                   .toHex());
}

} // namespace

void MainWindow::rememberActiveFunction()
{
    const FunctionId active = m_session.activeFunction();
    if (m_openPaths.isEmpty() || !active.isValid() || m_openPaths.front().startsWith(u':'))
        return;
    // One line per profile path, the latest first: "key<TAB>name<TAB>file<TAB>object".
    const QString key = pathKey(m_openPaths.front());
    const Profile& profile = *m_session.profile();
    const QString entry = QStringList{key, profile.functionName(active),
                                      profile.functionFile(active), profile.functionObject(active)}
                              .join(u'\t');
    QStringList entries = m_settings.value(QStringLiteral("lastFunctions")).toStringList();
    if (!entries.isEmpty() && entries.front() == entry)
        return;
    entries.erase(std::remove_if(entries.begin(), entries.end(),
                                 [&](const QString& e) { return e.section(u'\t', 0, 0) == key; }),
                  entries.end());
    entries.prepend(entry);
    while (entries.size() > kRememberedFunctions)
        entries.removeLast();
    m_settings.setValue(QStringLiteral("lastFunctions"), entries);
}

bool MainWindow::restoreLastFunction()
{
    if (m_openPaths.isEmpty())
        return false;
    const QString key = pathKey(m_openPaths.front());
    for (const QString& entry : m_settings.value(QStringLiteral("lastFunctions")).toStringList()) {
        const QStringList fields = entry.split(u'\t');
        if (fields.size() != 4 || fields[0] != key)
            continue;
        const Profile& profile = *m_session.profile();
        const FunctionId found =
            costliestFunction(m_session.flatProfile(), m_session.events(), m_session.primaryEvent(),
                              [&](FunctionId f) {
                                  return profile.functionName(f) == fields[1] &&
                                         profile.functionFile(f) == fields[2] &&
                                         profile.functionObject(f) == fields[3];
                              });
        if (!found.isValid())
            return false;
        m_session.setActiveFunction(found);
        return true;
    }
    return false;
}

void MainWindow::onLoadFailed(const QString& message, const QStringList&)
{
    const bool fromWatch = m_loadFromWatch;
    finishLoading();
    m_restore.reset();
    m_adding = false;
    // A comparison still waiting for its new side has none.
    if (std::exchange(m_keepBaseline, false) && !m_comparison->comparison())
        m_comparison->clear();
    if (fromWatch) {
        // Files caught half-written: the profile shown stays, and the next change reloads.
        statusBar()->showMessage(tr("Reload failed: %1").arg(message), 8000);
        return;
    }
    // The profile already open, if any, stays as it is. The dialog does not block: no nested
    // event loop runs while it shows.
    auto* box = new QMessageBox(QMessageBox::Critical, tr("Cannot Open Profile"), message,
                                QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("loadError"));
    box->open();
}

void MainWindow::onLoadCanceled()
{
    finishLoading();
    if (std::exchange(m_keepBaseline, false) && !m_comparison->comparison())
        m_comparison->clear();
    m_restore.reset();
    m_adding = false;
    statusBar()->showMessage(tr("Loading canceled"), 4000);
}

void MainWindow::updateStatus()
{
    const auto& profile = m_session.profile();
    if (!profile) {
        m_fileLabel->setText(QString());
        m_totalLabel->hide();
        m_partsLabel->hide();
        m_warningsButton->hide();
        return;
    }
    QString files = QFileInfo(m_openPaths.value(0)).fileName();
    if (m_openPaths.size() > 1)
        files += tr(" (+%n file(s))", nullptr, int(m_openPaths.size() - 1));
    m_fileLabel->setText(files);
    m_fileLabel->setToolTip(m_openPaths.join(QLatin1Char('\n')));
    const int event = m_session.primaryEvent();
    m_totalLabel->setText(
        tr("Total %1: %2")
            .arg(m_session.eventName(event), QLocale().toString(m_session.total(event))));
    m_totalLabel->show();
    m_partsLabel->setText(tr("%n part(s)", nullptr, int(profile->partCount())));
    if (!m_session.selectedParts().isAll())
        m_partsLabel->setText(tr("%1 of %n part(s)", nullptr, int(profile->partCount()))
                                  .arg(m_session.selectedParts().count()));
    m_partsLabel->show();
    const int warnings = m_diagnostics->count();
    m_warningsButton->setText(tr("%n warning(s)", nullptr, warnings));
    m_warningsButton->setVisible(true);
    m_warningsButton->setEnabled(warnings > 0);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            paths << url.toLocalFile();
    }
    if (!paths.isEmpty()) {
        event->acceptProposedAction();
        openFiles(paths);
    }
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_loader.cancel();
    m_comparison->baseLoader().cancel();
    saveLayout();
    QMainWindow::closeEvent(event);
}

void MainWindow::saveLayout()
{
    m_settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    m_settings.setValue(QStringLiteral("window/state"), saveState());
    m_settings.setValue(QStringLiteral("window/split"), m_content->saveState());
    m_settings.setValue(QStringLiteral("window/tabs"), m_viewTabs->saveState());
    m_settings.setValue(QStringLiteral("flat/header"), m_flatView->table()->header()->saveState());
}

void MainWindow::restoreLayout()
{
    // Each piece only when remembered: the defaults set up above stay otherwise.
    const auto remembered = [this](const char* key) {
        return m_settings.value(QLatin1String(key)).toByteArray();
    };
    restoreGeometry(remembered("window/geometry"));
    if (const QByteArray state = remembered("window/state"); !state.isEmpty())
        restoreState(state);
    if (const QByteArray split = remembered("window/split"); !split.isEmpty())
        m_content->restoreState(split);
    if (const QByteArray tabs = remembered("window/tabs"); !tabs.isEmpty())
        m_viewTabs->restoreState(tabs);
    if (const QByteArray header = remembered("flat/header"); !header.isEmpty())
        m_flatView->table()->header()->restoreState(header);
}

} // namespace tally
