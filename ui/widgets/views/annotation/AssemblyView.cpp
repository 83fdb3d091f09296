// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/annotation/AssemblyView.h"

#include "core/external/ObjdumpRunner.h"
#include "ui/viewmodel/annotation/AssemblyModel.h"
#include "ui/viewmodel/annotation/SourcePathConfig.h"
#include "ui/viewmodel/annotation/SourceResolverChain.h"
#include "ui/widgets/common/ActivatingTreeView.h"
#include "ui/widgets/common/ElidedLabel.h"
#include "ui/widgets/views/annotation/AnnotationDelegate.h"
#include "ui/widgets/views/annotation/PartsNotice.h"
#include "ui/widgets/views/annotation/SourcePathsDialog.h"

#include <QCheckBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <limits>

namespace tally {

namespace {
const QString kIntelKey = QStringLiteral("assembly/intelSyntax");
// More than this many bytes between the first and last address is not one function's code.
constexpr Address kMaxFunctionBytes = 4 * 1024 * 1024;
} // namespace

AssemblyView::AssemblyView(Session& session, SourcePathConfig& paths, QSettings& settings,
                           QWidget* parent)
    : QWidget(parent), m_session(session), m_paths(paths), m_settings(settings),
      m_job(&AssemblyView::disassemble,
            [this](Disassembly result) { onFinished(std::move(result)); })
{
    m_job.setActive(false); // until shown
    m_job.setBusyHandler([this](bool busy) { setBusy(busy); });
    m_model = new AssemblyModel(session, this);
    m_tree = new ActivatingTreeView(this);
    m_tree->setModel(m_model);
    const auto* delegate = AnnotationDelegate::installOn(m_tree);
    QHeaderView* header = m_tree->header();
    const QFontMetrics code(delegate->codeFont());
    header->resizeSection(AssemblyModel::PrimaryColumn, 130);
    header->resizeSection(AssemblyModel::SecondaryColumn, 130);
    header->resizeSection(AssemblyModel::PositionColumn,
                          code.horizontalAdvance(QStringLiteral("00000000")) + 10);
    header->resizeSection(AssemblyModel::GutterColumn, 20);
    header->setSectionResizeMode(AssemblyModel::TextColumn, QHeaderView::Stretch);
    header->resizeSection(AssemblyModel::SourceColumn,
                          code.horizontalAdvance(QStringLiteral("filename.cpp:1234")) + 10);

    m_title = new ElidedLabel(this);
    m_intel = new QCheckBox(tr("Intel syntax"), this);
    m_intel->setToolTip(tr("Intel or AT&T operand order"));
    m_intel->setChecked(m_settings.value(kIntelKey, false).toBool());
    auto* folders = new QToolButton(this);
    folders->setText(tr("Source Folders..."));
    folders->setToolTip(tr("Where to look for object files and sources"));
    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 2);
    bar->addWidget(m_title, 1);
    bar->addWidget(m_intel);
    bar->addWidget(folders);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setContentsMargins(6, 6, 6, 6);
    m_message->hide();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    m_partsNotice = new PartsNotice(this);
    layout->addWidget(m_partsNotice);
    layout->addWidget(m_message);
    m_locate = new QPushButton(tr("Locate Folder..."), this);
    m_locate->setToolTip(tr("Pick the folder that holds the object file"));
    m_locate->hide();
    layout->addWidget(m_locate, 0, Qt::AlignLeft);
    connect(m_locate, &QPushButton::clicked, this, [this] {
        const auto profile = m_session.profile();
        const FunctionId function = m_session.activeFunction();
        const QString object = profile && profile->isFunction(function)
                                   ? QFileInfo(profile->functionObject(function)).fileName()
                                   : QString();
        SourcePathsDialog::locateFolder(m_paths, this, object);
    });
    layout->addWidget(m_tree);

    connect(m_intel, &QCheckBox::toggled, this, [this](bool on) {
        m_settings.setValue(kIntelKey, on);
        refresh();
    });
    connect(folders, &QToolButton::clicked, this, [this] {
        SourcePathsDialog dialog(m_paths, this);
        dialog.exec();
    });
    connect(&m_paths, &SourcePathConfig::changed, this, &AssemblyView::refresh);
    connect(&session, &Session::changed, this, &AssemblyView::onSessionChanged);
    connect(m_tree, &QTreeView::activated, this, &AssemblyView::activate);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_tree->header()->resizeSection(AssemblyModel::GutterColumn,
                                        AnnotationDelegate::gutterWidth(*m_model));
    });
    connect(m_tree, &QTreeView::doubleClicked, this, &AssemblyView::activate);
    m_tree->setColumnHidden(AssemblyModel::SecondaryColumn, true);
    updatePartsNotice();
    refresh();
}

AssemblyView::~AssemblyView() = default;

QString AssemblyView::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void AssemblyView::onSessionChanged(SessionChanges changes)
{
    if (changes & (SessionChange::Profile | SessionChange::Costs))
        updatePartsNotice();
    if (changes & (SessionChange::Profile | SessionChange::ActiveFunction))
        refresh();
    if (changes & SessionChange::EventTypes)
        m_tree->setColumnHidden(AssemblyModel::SecondaryColumn, m_session.secondaryEvent() < 0);
}

void AssemblyView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    m_job.setActive(true); // disassembles what was asked for while hidden
}

void AssemblyView::hideEvent(QHideEvent* event)
{
    QWidget::hideEvent(event);
    m_job.setActive(false);
}

void AssemblyView::updatePartsNotice()
{
    m_partsNotice->follow(m_session);
}

void AssemblyView::setBusy(bool busy)
{
    setProperty("busy", busy);
}

void AssemblyView::showMessage(const QString& text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
    m_locate->hide();
}

void AssemblyView::refresh()
{
    m_job.cancel();
    const auto profile = m_session.profile();
    const FunctionId function = m_session.activeFunction();
    m_model->clear();
    showMessage({});
    if (!profile || !function.isValid() || !profile->isFunction(function)) {
        m_title->setFullText(profile ? tr("No function selected") : tr("No profile loaded"));
        return;
    }
    m_title->setFullText(profile->functionName(function));
    const bool hasAddresses = std::any_of(profile->sources().begin(), profile->sources().end(),
                                          [](const SourceInfo& s) { return s.hasAddresses; });
    const auto range = AssemblyAnnotation::addressRange(*profile, function);
    if (!hasAddresses || !range) {
        showMessage(hasAddresses ? tr("The profile has no instruction addresses for this "
                                      "function.")
                                 : tr("This profile has no instruction addresses "
                                      "(\"positions: instr\"). Record with valgrind "
                                      "--tool=callgrind --dump-instr=yes to see the machine "
                                      "code with costs."));
        return;
    }
    if (range->last - range->first > kMaxFunctionBytes) {
        showMessage(tr("The function's addresses span more than %1 MB; not "
                       "disassembled.")
                        .arg(kMaxFunctionBytes / (1024 * 1024)));
        return;
    }
    const QString recordedObject = profile->functionObject(function);
    if (recordedObject.isEmpty()) {
        showMessage(tr("The profile names no object file (ob=) for this function."));
        return;
    }
    // Like a source path: from every loaded file's folder and command, the function's first.
    showMessage(tr("Running objdump..."));
    m_job.submit({profile, function, SourceResolverChain(m_paths.options(), *profile, function),
                  recordedObject, *range, m_intel->isChecked()});
}

AssemblyView::Disassembly AssemblyView::disassemble(const Request& request, std::stop_token stop)
{
    Disassembly result;
    result.function = request.function;
    result.profile = request.profile;
    const auto location = request.resolver.resolve(request.recordedObject);
    if (!location.found()) {
        result.error =
            tr("Cannot find the object file. ") + location.message(request.recordedObject);
        return result;
    }
    result.object = location.path;
    objdump::Request run;
    run.object = location.path;
    run.start = request.bounds.first;
    // A few bytes more so that the last instruction is whole (x86: up to 15 bytes), saturating
    // at the top of the address space.
    constexpr Address kTail = 16;
    run.stop = request.bounds.last > std::numeric_limits<Address>::max() - kTail
                   ? std::numeric_limits<Address>::max()
                   : request.bounds.last + kTail;
    if (stop.stop_requested())
        return result;
    // The whole function when its symbol is known: code that never ran shows too.
    const auto symbol = objdump::symbolAt(location.path, request.bounds.first, stop);
    if (symbol && symbol->first <= request.bounds.first && symbol->end > request.bounds.last &&
        symbol->end - symbol->first <= kMaxFunctionBytes) {
        run.start = symbol->first;
        run.stop = symbol->end;
    }
    run.intelSyntax = request.intel;
    // A newer request replaced this one while nm ran: objdump would be wasted.
    if (stop.stop_requested())
        return result;
    // A stop request (a newer function, the window closing) kills objdump.
    auto output = objdump::run(run, stop);
    if (!output.error.isEmpty()) {
        result.error = output.error;
        return result;
    }
    result.annotation = AssemblyAnnotation::build(*request.profile, request.function,
                                                  std::move(output.instructions));
    return result;
}

void AssemblyView::onFinished(Disassembly result)
{
    if (!result.error.isEmpty()) {
        showMessage(result.error);
        // A binary that is elsewhere on this machine can be pointed at.
        m_locate->setVisible(result.object.isEmpty());
        return;
    }
    const auto& unmatched = result.annotation.unmatched();
    const bool someUnmatched =
        std::any_of(unmatched.begin(), unmatched.end(), [](Cost c) { return c != 0; });
    showMessage(someUnmatched ? tr("Some costs are at addresses where objdump shows "
                                   "no instruction: was %1 rebuilt after profiling?")
                                    .arg(result.object)
                              : QString());
    m_model->setContent(result.profile, result.function, std::move(result.annotation));
    const int row = m_model->hottestRow();
    if (row >= 0)
        m_tree->centreOn(m_model->index(row, AssemblyModel::PrimaryColumn));
}

void AssemblyView::activate(const QModelIndex& index)
{
    const FunctionId callee = m_model->calleeAt(index.row());
    if (callee.isValid())
        m_session.navigateTo(callee);
}

} // namespace tally
